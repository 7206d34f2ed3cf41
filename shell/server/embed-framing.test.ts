/** @jest-environment node */
import { embedFraming, renderEmbedPartnerScript } from './embed-framing.ts';

const SHELL = ['https://sign-in.lender.example', 'https://heloc.lender.example'];
const APOLLO = { origin: 'https://apollo.example', labels: ['apollo'] };
const BOTH = { origin: 'https://b.example:8443', labels: ['apollo', 'hamilton'] };
const settings = { shellOrigins: SHELL, partners: [APOLLO, BOTH] };
const asked = (origin: string) => `?${new URLSearchParams({ origin, channel: 'abcdefgh-1234' })}`;

describe('embedFraming', () => {
  it.each([
    ['a page that is not an embed route', '/auth/login', asked(APOLLO.origin), SHELL, null],
    ['the root', '/', '', SHELL, null],
    ['a path that only starts like one', '/embedded/login', asked(APOLLO.origin), SHELL, null],
    [
      'an embed route opened by a listed partner',
      '/embed/login',
      asked(APOLLO.origin),
      [APOLLO.origin],
      APOLLO,
    ],
    [
      'another partner: that one alone, with its labels',
      '/embed/wallet',
      asked(BOTH.origin),
      [BOTH.origin],
      BOTH,
    ],
    ['the landing route too', '/embed/done', asked(APOLLO.origin), [APOLLO.origin], APOLLO],
    ['an origin not listed', '/embed/login', asked('https://evil.example'), [], null],
    ['no origin', '/embed/login', '', [], null],
    [
      'a listed origin with a trailing slash (not exactly it)',
      '/embed/login',
      asked(`${APOLLO.origin}/`),
      [],
      null,
    ],
    [
      'a listed origin in capitals (not exactly it)',
      '/embed/login',
      asked('HTTPS://APOLLO.EXAMPLE'),
      [],
      null,
    ],
    ["the shell's own origin (not a partner)", '/embed/login', asked(SHELL[0]!), [], null],
  ])('%s', (_what, pathname, search, framers, partnerInfo) => {
    expect(embedFraming(pathname, search, settings)).toEqual({ framers, partnerInfo });
  });
});

describe('renderEmbedPartnerScript', () => {
  it('writes the partner as JSON the page reads, escaped for HTML', () => {
    const script = renderEmbedPartnerScript({ origin: 'https://a.example', labels: ['</script><b>'] });
    expect(script).toBe(
      '<script type="application/json" id="embed-partner">{"origin":"https://a.example","labels":["\\u003c/script>\\u003cb>"]}</script>',
    );
  });

  it('writes nothing for no partner', () => {
    expect(renderEmbedPartnerScript(null)).toBe('');
  });
});
