/** @jest-environment node */
import * as v from 'valibot';
import { createShortLink } from '@lender/shared/endpoints/public';
import { issueLoginToken } from '../identity/login-token.ts';
import {
  BASE62,
  CODE_LENGTH,
  createShortLinkBook,
  isAllowedTarget,
  newCode,
  TARGET_NOT_ALLOWED,
  UNKNOWN_SHORT_LINK,
} from './short-links.ts';
import { APP_ORIGIN, HOLDER_UUID, json, PUBLIC_ORIGIN, withApi, type TestApi } from './test-api.ts';

const WALLET_LINK = 'https://wallet.example/wc';
const DEEP_LINK = `${WALLET_LINK}?uri=wc%3Aabc%402%3Frelay-protocol%3Dirn`;
const CREATE = '/service-short-link/api/v1/short-link';
const targets = { productOrigins: [APP_ORIGIN], walletDeepLinks: [WALLET_LINK] };

/** Asks for a short link as a signed-in session (or with no session at all). */
async function ask(api: TestApi, url: unknown, signedIn = true) {
  const token = signedIn
    ? await issueLoginToken(api.state, api.state.identities.get(HOLDER_UUID)!, 'password')
    : null;
  return api.fetch(CREATE, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ url }),
  });
}

async function shorten(api: TestApi, url: string): Promise<string> {
  const answer = await ask(api, url);
  expect(answer.status).toBe(200);
  return v.parse(createShortLink.response, json(answer)).shortLink;
}

const withShortLinks = (run: (api: TestApi) => Promise<void>, options = {}) =>
  withApi(run, { walletDeepLinks: [WALLET_LINK], ...options });

describe('newCode', () => {
  it(`is ${CODE_LENGTH} base62 characters, drawn at random`, () => {
    const codes = Array.from({ length: 50 }, () => newCode());
    for (const code of codes) expect(code).toMatch(/^[0-9A-Za-z]{7}$/);
    expect(new Set(codes).size).toBe(50);
    expect(newCode(() => 0)).toBe('0000000');
    expect(newCode(() => BASE62.length - 1)).toBe('zzzzzzz');
  });
});

describe("isAllowedTarget: the product's pages and the deep link it makes, nothing else", () => {
  it.each([
    [DEEP_LINK, true],
    [`${APP_ORIGIN}/auth/login?x=1`, true],
    ['https://evil.example/phish', false],
    [`${WALLET_LINK}?uri=https%3A%2F%2Fevil.example`, false],
    [`${WALLET_LINK}?uri=wc%3Aabc&next=https%3A%2F%2Fevil.example`, false],
    [`${WALLET_LINK}/other?uri=wc%3Aabc`, false],
    [`${WALLET_LINK}?uri=wc%3Aabc#https://evil.example`, false],
    ['https://wallet.example.evil.example/wc?uri=wc%3Aabc', false],
    ['wc:abc@2?relay-protocol=irn', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['not a url', false],
  ])('%j → %s', (url, allowed) => {
    expect(isAllowedTarget(url, targets)).toBe(allowed);
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
    await withShortLinks(async (api) => {
      const shortLink = await shorten(api, DEEP_LINK);
      expect(shortLink).toMatch(new RegExp(`^${PUBLIC_ORIGIN}/s/[0-9A-Za-z]{7,8}$`));
      const answer = await api.fetch(new URL(shortLink).pathname);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe(DEEP_LINK);
    });
  });

  it('keeps the code of a URL, and gives another URL another code', async () => {
    await withShortLinks(async (api) => {
      const first = await shorten(api, DEEP_LINK);
      expect(await shorten(api, DEEP_LINK)).toBe(first);
      const page = `${APP_ORIGIN}/auth/login`;
      const other = await shorten(api, page);
      expect(other).not.toBe(first);
      expect((await api.fetch(new URL(other).pathname)).headers.get('location')).toBe(page);
    });
  });

  it('makes links for a signed-in session only', async () => {
    await withShortLinks(async (api) => {
      expect((await ask(api, DEEP_LINK, false)).status).toBe(401);
    });
  });

  it.each(['https://evil.example/phish', `${WALLET_LINK}?uri=https%3A%2F%2Fevil.example`])(
    'refuses %j: it is not an open redirect',
    async (url) => {
      await withShortLinks(async (api) => {
        const answer = await ask(api, url);
        expect(answer.status).toBe(400);
        expect(json(answer)).toEqual({ errors: [{ message: TARGET_NOT_ALLOWED }] });
      });
    },
  );

  it('answers 404 for a code it never gave, and for one given before a reset', async () => {
    await withShortLinks(async (api) => {
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
    await withShortLinks(async (api) => {
      const answer = await ask(api, (body as { url?: unknown }).url);
      expect(answer.status).toBe(400);
      expect((json(answer) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    });
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>'])(
    'refuses %j, which a browser would run, though the contract lets it through',
    async (url) => {
      await withShortLinks(async (api) => {
        const answer = await ask(api, url);
        expect(answer.status).toBe(400);
        expect(json(answer)).toEqual({ errors: [{ message: TARGET_NOT_ALLOWED }] });
      });
    },
  );

  it('works in production, where the development routes are off', async () => {
    await withShortLinks(
      async (api) => {
        const shortLink = await shorten(api, DEEP_LINK);
        expect((await api.fetch(new URL(shortLink).pathname)).status).toBe(302);
      },
      { devRoutes: false },
    );
  });

  it('leaves no doubled slash when the public origin ends with one', async () => {
    await withShortLinks(
      async (api) => {
        expect(await shorten(api, DEEP_LINK)).toMatch(/^http:\/\/127\.0\.0\.1:4000\/s\/[0-9A-Za-z]{7}$/);
      },
      { publicOrigin: `${PUBLIC_ORIGIN}/` },
    );
  });
});
