/** @jest-environment node */
import * as v from 'valibot';
import { createShortLink } from '@lender/shared/endpoints/public';
import {
  BASE62,
  CODE_LENGTH,
  createShortLinkBook,
  isSafeTarget,
  newCode,
  UNKNOWN_SHORT_LINK,
  UNSAFE_TARGET,
} from './short-links.ts';
import { json, PUBLIC_ORIGIN, withApi, type TestApi } from './test-api.ts';

const DEEP_LINK = 'https://wallet.example/wc?uri=wc%3Aabc%402%3Frelay-protocol%3Dirn';
const CREATE = '/service-short-link/api/v1/short-link';

async function shorten(api: TestApi, url: string): Promise<string> {
  const answer = await api.postJson(CREATE, { url });
  expect(answer.status).toBe(200);
  return v.parse(createShortLink.response, json(answer)).shortLink;
}

describe('newCode', () => {
  it(`is ${CODE_LENGTH} base62 characters, drawn at random`, () => {
    const codes = Array.from({ length: 50 }, () => newCode());
    for (const code of codes) expect(code).toMatch(/^[0-9A-Za-z]{7}$/);
    expect(new Set(codes).size).toBe(50);
    expect(newCode(() => 0)).toBe('0000000');
    expect(newCode(() => BASE62.length - 1)).toBe('zzzzzzz');
  });
});

describe('isSafeTarget', () => {
  it.each([
    [DEEP_LINK, true],
    ['http://127.0.0.1:3000/x', true],
    ['wc:abc@2?relay-protocol=irn', true],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['file:///etc/passwd', false],
  ])('%j → %s', (url, safe) => {
    expect(isSafeTarget(url)).toBe(safe);
  });
});

describe('createShortLinkBook', () => {
  it('draws again when a code is taken', () => {
    const codes = ['AAAAAAA', 'AAAAAAA', 'BBBBBBB'];
    const book = createShortLinkBook(() => codes.shift()!);
    expect(book.shorten('https://a.example/')).toBe('AAAAAAA');
    expect(book.shorten('https://b.example/')).toBe('BBBBBBB');
    expect(book.targetOf('BBBBBBB')).toBe('https://b.example/');
  });
});

describe('POST /service-short-link/api/v1/short-link and GET /s/{code}', () => {
  it('gives a short link on the public origin that answers 302 to the target', async () => {
    await withApi(async (api) => {
      const shortLink = await shorten(api, DEEP_LINK);
      expect(shortLink).toMatch(new RegExp(`^${PUBLIC_ORIGIN}/s/[0-9A-Za-z]{7,8}$`));
      const answer = await api.fetch(new URL(shortLink).pathname);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe(DEEP_LINK);
    });
  });

  it('keeps the code of a URL, and gives another URL another code', async () => {
    await withApi(async (api) => {
      const first = await shorten(api, DEEP_LINK);
      expect(await shorten(api, DEEP_LINK)).toBe(first);
      const other = await shorten(api, 'wc:abc@2?relay-protocol=irn');
      expect(other).not.toBe(first);
      expect((await api.fetch(new URL(other).pathname)).headers.get('location')).toBe(
        'wc:abc@2?relay-protocol=irn',
      );
    });
  });

  it('answers 404 for a code it never gave, and for one given before a reset', async () => {
    await withApi(async (api) => {
      const path = new URL(await shorten(api, DEEP_LINK)).pathname;
      for (const unknown of ['/s/zzzzzzz', '/s/not-a-code!'])
        expect(await api.fetch(unknown)).toMatchObject({ status: 404 });
      expect(json(await api.fetch('/s/zzzzzzz'))).toEqual({ errors: [{ message: UNKNOWN_SHORT_LINK }] });
      await api.postJson('/__dev/reset');
      expect((await api.fetch(path)).status).toBe(404);
    });
  });

  it.each([
    ['a body without url', {}],
    ['a url that is not a URL', { url: 'not a url' }],
    ['a url that is not a string', { url: 42 }],
  ])('refuses %s with 400', async (_, body) => {
    await withApi(async (api) => {
      const answer = await api.postJson(CREATE, body);
      expect(answer.status).toBe(400);
      expect((json(answer) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    });
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>'])(
    'refuses %j, which a browser would run, though the contract lets it through',
    async (url) => {
      await withApi(async (api) => {
        const answer = await api.postJson(CREATE, { url });
        expect(answer.status).toBe(400);
        expect(json(answer)).toEqual({ errors: [{ message: UNSAFE_TARGET }] });
      });
    },
  );

  it('works in production, where the development routes are off', async () => {
    await withApi(
      async (api) => {
        const shortLink = await shorten(api, DEEP_LINK);
        expect((await api.fetch(new URL(shortLink).pathname)).status).toBe(302);
      },
      { devRoutes: false },
    );
  });

  it('leaves no doubled slash when the public origin ends with one', async () => {
    await withApi(
      async (api) => {
        expect(await shorten(api, DEEP_LINK)).toMatch(/^http:\/\/127\.0\.0\.1:4000\/s\/[0-9A-Za-z]{7}$/);
      },
      { publicOrigin: `${PUBLIC_ORIGIN}/` },
    );
  });
});
