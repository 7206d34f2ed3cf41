/** @jest-environment node */
import { frameAncestors, isOrigin, unframedPageHeaders } from './framing.ts';

describe('frameAncestors: who may frame a page', () => {
  it.each([
    ['no one', 'none', "frame-ancestors 'none'"],
    ['an empty list', [], "frame-ancestors 'none'"],
    [
      'the product and a partner',
      ['http://127.0.0.1:3000', 'https://partner.example'],
      'frame-ancestors http://127.0.0.1:3000 https://partner.example',
    ],
    [
      'an origin named twice, once',
      ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
      'frame-ancestors http://127.0.0.1:3000',
    ],
    [
      'an entry that would add a directive',
      ["https://a.example; script-src 'unsafe-inline'"],
      "frame-ancestors 'none'",
    ],
    [
      'a wildcard, a path and a scheme of its own',
      ['*', 'https://a.example/x', 'javascript:alert(1)'],
      "frame-ancestors 'none'",
    ],
  ] as const)('%s', (_, origins, expected) => {
    expect(frameAncestors(origins as readonly string[] | 'none')).toBe(expected);
  });

  it.each([
    ['http://127.0.0.1:3000', true],
    ['https://partner.example', true],
    ['https://partner.example/', false],
    ['https://PARTNER.example', false],
    ['ftp://partner.example', false],
    ['partner.example', false],
    ['', false],
  ])('%s is an origin: %s', (value, expected) => {
    expect(isOrigin(value)).toBe(expected);
  });

  it('gives a page of its own a policy that lets nobody frame it and loads nothing', () => {
    expect(unframedPageHeaders()).toEqual({
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'",
      'x-frame-options': 'DENY',
    });
    expect(unframedPageHeaders("'self'")['content-security-policy']).toContain("form-action 'self';");
  });
});
