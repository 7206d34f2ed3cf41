/** @jest-environment node */
import { provenanceConversionUrl } from '@lender/shared/endpoints/public';
import {
  BAD_REDIRECT,
  BAD_REDIRECT_TITLE,
  NO_WALLET,
  NO_WALLET_TITLE,
  safeRedirectUrl,
} from './provenance-conversion.ts';
import {
  CONVERSION_TITLE,
  renderConversionPage,
  renderProblemPage,
  STAND_IN_NOTE,
} from './provenance-page.ts';
import {
  APP_ORIGIN,
  HOLDER_UUID,
  PARTNER_ORIGIN,
  PROVENANCE_ADDRESS,
  PUBLIC_ORIGIN,
  withApi,
  type TestApi,
} from './test-api.ts';

const pathOf = (address: string, redirectUrl?: string) => {
  const url = new URL(provenanceConversionUrl(PUBLIC_ORIGIN, address, redirectUrl ?? ''));
  if (redirectUrl === undefined) url.searchParams.delete('redirectUrl');
  return `${url.pathname}${url.search}`;
};
const actionOf = (address: string) => `/auth/wallet/provenance/${encodeURIComponent(address)}/convert`;

/** Every wallet record of the holder, as [account, wallet address, type, verified]. */
const holderWallets = (api: TestApi) =>
  api.state.wallets
    .accountsOf(HOLDER_UUID)
    .flatMap((account) =>
      account.authorizedWallets.map((w) => [account.name, w.address, w.type, w.verified] as const),
    );

const SEEDED = [
  ['Own account', PROVENANCE_ADDRESS, 'PROVENANCE', false],
  ['Family trust', PROVENANCE_ADDRESS, 'PROVENANCE', false],
  ['Family trust', 'pb1selfcustody00000000000000000000000001', 'SELF_CUSTODY', false],
];
const CONVERTED = [
  ['Own account', PROVENANCE_ADDRESS, 'PROVIDER', true],
  ['Family trust', PROVENANCE_ADDRESS, 'PROVIDER', true],
  ['Family trust', 'pb1selfcustody00000000000000000000000001', 'SELF_CUSTODY', false],
];

describe('safeRedirectUrl', () => {
  const allowed = [APP_ORIGIN, PARTNER_ORIGIN];
  it.each([
    ['/auth/wallet/create-wallet?x=1', `${APP_ORIGIN}/auth/wallet/create-wallet?x=1`],
    [`${APP_ORIGIN}/dashboard`, `${APP_ORIGIN}/dashboard`],
    [`${PARTNER_ORIGIN}/register`, `${PARTNER_ORIGIN}/register`],
    ['https://evil.example/x', null],
    ['//evil.example/x', null],
    ['/\\evil.example/x', null],
    ['javascript:alert(1)', null],
    [`${APP_ORIGIN}.evil.example/x`, null],
    ['', null],
    [null, null],
  ])('%j → %j', (requested, expected) => {
    expect(safeRedirectUrl(requested, APP_ORIGIN, allowed)).toBe(expected);
  });

  it('accepts the app origin even when it is not in the allowed list', () => {
    expect(safeRedirectUrl('/x', 'http://localhost:3000', [])).toBe('http://localhost:3000/x');
  });
});

describe('the pages', () => {
  it('escape every interpolated value', () => {
    const page = renderConversionPage({
      walletAddress: '<b>pb1</b>',
      walletName: 'Tom & "Jerry"',
      action: '/convert"><script>',
      redirectUrl: "http://127.0.0.1:3000/?a='b'",
    });
    expect(page).toContain('Wallet: Tom &amp; &quot;Jerry&quot;, <code>&lt;b&gt;pb1&lt;/b&gt;</code>');
    expect(page).toContain('action="/convert&quot;&gt;&lt;script&gt;"');
    expect(page).toContain('value="http://127.0.0.1:3000/?a=&#39;b&#39;"');
    expect(page).not.toMatch(/<(b|script)>/);
    expect(renderProblemPage('<T>', 'a & b')).toContain('<title>&lt;T&gt;</title>');
    expect(renderProblemPage('<T>', 'a & b')).toContain('<p>a &amp; b</p>');
  });
});

describe('GET /auth/wallet/provenance/{walletAddress}/convert', () => {
  it('shows an accessible page naming the wallet, with a Convert button posting back', async () => {
    await withApi(async (api) => {
      const answer = await api.fetch(pathOf(PROVENANCE_ADDRESS, '/auth/wallet/create-wallet'));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const page = answer.text;
      expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(page).toContain(`<title>${CONVERSION_TITLE}</title>`);
      expect(page).toContain('<h1>Convert your Provenance wallet</h1>');
      expect(page).toContain(`Old Provenance wallet, <code>${PROVENANCE_ADDRESS}</code>`);
      expect(page).toContain(`<form method="post" action="${actionOf(PROVENANCE_ADDRESS)}">`);
      expect(page).toContain(
        `<input type="hidden" name="redirectUrl" value="${APP_ORIGIN}/auth/wallet/create-wallet">`,
      );
      expect(page).toContain('<button type="submit">Convert</button>');
      expect(page).toContain(STAND_IN_NOTE);
      expect(page).not.toContain('<script');
      expect(holderWallets(api)).toEqual(SEEDED);
    });
  });

  it('brings no markup of the redirect into the page', async () => {
    await withApi(async (api) => {
      const page = (await api.fetch(pathOf(PROVENANCE_ADDRESS, '/back?q="><script>alert(1)</script>'))).text;
      expect(page).not.toContain('<script>');
      expect(page).not.toContain('"><');
    });
  });

  it.each([
    ['no redirectUrl', undefined],
    ['a redirectUrl on another site', 'https://evil.example/steal'],
    ['a protocol-relative redirectUrl', '//evil.example/steal'],
    ['a javascript: redirectUrl', 'javascript:alert(1)'],
  ])('answers a 400 page for %s', async (_, redirectUrl) => {
    await withApi(async (api) => {
      const answer = await api.fetch(pathOf(PROVENANCE_ADDRESS, redirectUrl));
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.text).toContain(`<h1>${BAD_REDIRECT_TITLE}</h1>`);
      expect(answer.text).toContain(BAD_REDIRECT);
    });
  });

  it.each([
    ['an unknown address', 'pb1nobody'],
    ['an address whose wallet is not a Provenance wallet', 'pb1selfcustody00000000000000000000000001'],
  ])('answers a 404 page for %s', async (_, address) => {
    await withApi(async (api) => {
      const answer = await api.fetch(pathOf(address, '/back'));
      expect(answer.status).toBe(404);
      expect(answer.text).toContain(`<h1>${NO_WALLET_TITLE}</h1>`);
      expect(answer.text).toContain(NO_WALLET);
    });
  });
});

describe('POST /auth/wallet/provenance/{walletAddress}/convert', () => {
  it('converts every Provenance record of the address into a verified provider wallet, then 303s back', async () => {
    await withApi(async (api) => {
      const answer = await api.postForm(actionOf(PROVENANCE_ADDRESS), { redirectUrl: `${APP_ORIGIN}/back` });
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(`${APP_ORIGIN}/back`);
      expect(holderWallets(api)).toEqual(CONVERTED);

      const again = await api.postForm(actionOf(PROVENANCE_ADDRESS), { redirectUrl: `${APP_ORIGIN}/back` });
      expect(again.status).toBe(404);
      expect((await api.fetch(pathOf(PROVENANCE_ADDRESS, '/back'))).status).toBe(404);
    });
  });

  it('follows the form the page shows, to a partner origin, matching the address in any case', async () => {
    await withApi(async (api) => {
      const address = PROVENANCE_ADDRESS.toUpperCase();
      const page = (await api.fetch(pathOf(address, `${PARTNER_ORIGIN}/register`))).text;
      const action = /<form method="post" action="([^"]+)">/.exec(page)![1]!;
      const redirectUrl = /name="redirectUrl" value="([^"]+)"/.exec(page)![1]!;
      const answer = await api.postForm(action, { redirectUrl });
      expect(answer).toMatchObject({ status: 303 });
      expect(answer.headers.get('location')).toBe(`${PARTNER_ORIGIN}/register`);
      expect(holderWallets(api)).toEqual(CONVERTED);
    });
  });

  it('takes the redirectUrl from the query when the body has none', async () => {
    await withApi(async (api) => {
      const answer = await api.postForm(pathOf(PROVENANCE_ADDRESS, '/back'), {});
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(`${APP_ORIGIN}/back`);
    });
  });

  it.each([
    ['another site', { redirectUrl: 'https://evil.example/steal' }],
    ['no redirectUrl', {}],
  ])('answers a 400 page for a redirect to %s, and converts nothing', async (_, fields) => {
    await withApi(async (api) => {
      const answer = await api.postForm(actionOf(PROVENANCE_ADDRESS), fields);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('location')).toBeNull();
      expect(holderWallets(api)).toEqual(SEEDED);
    });
  });

  it('is undone by a reset, and served in production too', async () => {
    await withApi(async (api) => {
      await api.postForm(actionOf(PROVENANCE_ADDRESS), { redirectUrl: `${APP_ORIGIN}/back` });
      await api.postJson('/__dev/reset');
      expect(holderWallets(api)).toEqual(SEEDED);
    });
    await withApi(
      async (api) => {
        expect((await api.postForm(actionOf(PROVENANCE_ADDRESS), { redirectUrl: '/back' })).status).toBe(303);
      },
      { devRoutes: false },
    );
  });
});
