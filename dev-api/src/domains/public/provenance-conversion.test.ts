/** @jest-environment node */
import { provenanceConversionUrl } from '@lender/shared/endpoints/public';
import { issueLoginToken } from '../identity/login-token.ts';
import {
  BAD_REDIRECT,
  BAD_REDIRECT_TITLE,
  CROSS_SITE_POST,
  CROSS_SITE_TITLE,
  LINK_EXPIRED,
  LINK_EXPIRED_TITLE,
  NO_WALLET,
  NO_WALLET_TITLE,
  safeRedirectUrl,
} from './provenance-conversion.ts';
import {
  BACK_LINK,
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
  json,
  type Answer,
  type TestApi,
} from './test-api.ts';

/** The page's address as the app makes it; without a redirectUrl or a ticket when undefined. */
const pathOf = (address: string, redirectUrl?: string, ticket?: string) => {
  const url = new URL(provenanceConversionUrl(PUBLIC_ORIGIN, address, redirectUrl ?? '', ticket ?? ''));
  if (redirectUrl === undefined) url.searchParams.delete('redirectUrl');
  if (ticket === undefined) url.searchParams.delete('ticket');
  return `${url.pathname}${url.search}`;
};
const actionOf = (address: string) => `/auth/wallet/provenance/${encodeURIComponent(address)}/convert`;

const SOMEONE_UUID = 'identity-someone-else';
const BACK = `${APP_ORIGIN}/back`;

/** The ticket endpoint, as the app calls it: with the session's bearer token (none when null). */
async function askForTicket(api: TestApi, identityUuid: string | null, address = PROVENANCE_ADDRESS) {
  const identity = identityUuid === null ? undefined : api.state.identities.get(identityUuid)!;
  const bearer = identity ? await issueLoginToken(api.state, identity, 'password') : undefined;
  return api.fetch(`/auth/wallet/provenance/${encodeURIComponent(address)}/convert/ticket`, {
    method: 'POST',
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
}

async function ticketFor(api: TestApi, identityUuid = HOLDER_UUID, address = PROVENANCE_ADDRESS) {
  const answer = await askForTicket(api, identityUuid, address);
  expect(answer.status).toBe(200);
  return (json(answer) as { ticket: string }).ticket;
}

/** The conversion page's form as a browser sends it from the page: its fields, with the page's origin. */
function postThePage(api: TestApi, page: Answer, origin: string = PUBLIC_ORIGIN) {
  const action = /<form method="post" action="([^"]+)">/.exec(page.text)![1]!;
  const hidden = Object.fromEntries(
    [...page.text.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
  return api.postForm(action, hidden, { origin });
}

function expectProblem(answer: Answer, status: number, title: string, message: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('location')).toBeNull();
  expect(answer.text).toContain(`<h1>${title}</h1>`);
  expect(answer.text).toContain(message);
}

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
      ticket: '"><b>',
    });
    expect(page).toContain('Wallet: Tom &amp; &quot;Jerry&quot;, <code>&lt;b&gt;pb1&lt;/b&gt;</code>');
    expect(page).toContain('action="/convert&quot;&gt;&lt;script&gt;"');
    expect(page).toContain('value="http://127.0.0.1:3000/?a=&#39;b&#39;"');
    expect(page).toContain('name="ticket" value="&quot;&gt;&lt;b&gt;"');
    expect(page).not.toMatch(/<(b|script)>/);
    expect(renderProblemPage('<T>', 'a & b')).toContain('<title>&lt;T&gt;</title>');
    expect(renderProblemPage('<T>', 'a & b')).toContain('<p>a &amp; b</p>');
    expect(renderProblemPage('T', 'm', '/back?a="b"')).toContain('<a href="/back?a=&quot;b&quot;">');
  });
});

describe('POST /auth/wallet/provenance/{walletAddress}/convert/ticket', () => {
  it('mints a ticket for a Provenance wallet of the session’s own accounts', async () => {
    await withApi(async (api) => {
      expect(await ticketFor(api)).toMatch(/^[\w-]{32}$/);
      expect(await ticketFor(api, HOLDER_UUID, PROVENANCE_ADDRESS.toUpperCase())).toMatch(/^[\w-]{32}$/);
    });
  });

  it('refuses without a session (401), and for a wallet the session does not hold (404)', async () => {
    await withApi(async (api) => {
      const anonymous = await askForTicket(api, null);
      expect(anonymous.status).toBe(401);
      expect(anonymous.text).not.toContain('ticket');
      const someoneElse = await askForTicket(api, SOMEONE_UUID);
      expect(someoneElse.status).toBe(404);
      expect(json(someoneElse)).toEqual({ errors: [{ message: NO_WALLET }] });
      expect((await askForTicket(api, HOLDER_UUID, 'pb1selfcustody00000000000000000000000001')).status).toBe(
        404,
      );
    });
  });
});

describe('GET /auth/wallet/provenance/{walletAddress}/convert', () => {
  it('shows an accessible page naming the wallet, with a Convert button posting back the ticket', async () => {
    await withApi(async (api) => {
      const ticket = await ticketFor(api);
      const answer = await api.fetch(pathOf(PROVENANCE_ADDRESS, '/auth/wallet/create-wallet', ticket));
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
      expect(page).toContain(`<input type="hidden" name="ticket" value="${ticket}">`);
      expect(page).toContain('<button type="submit">Convert</button>');
      expect(page).toContain(STAND_IN_NOTE);
      expect(page).not.toContain('<script');
      expect(holderWallets(api)).toEqual(SEEDED);
    });
  });

  it('is a page of its own: not framed, nothing from elsewhere, no referrer leaving with the ticket', async () => {
    await withApi(async (api) => {
      const { headers } = await api.fetch(pathOf(PROVENANCE_ADDRESS, '/back', await ticketFor(api)));
      expect(headers.get('content-security-policy')).toBe(
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${APP_ORIGIN}; frame-ancestors 'none'; base-uri 'none'`,
      );
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('referrer-policy')).toBe('same-origin');
    });
  });

  it('checks the ticket without spending it: a reload shows the page again', async () => {
    await withApi(async (api) => {
      const path = pathOf(PROVENANCE_ADDRESS, '/back', await ticketFor(api));
      expect((await api.fetch(path)).status).toBe(200);
      expect((await api.fetch(path)).status).toBe(200);
    });
  });

  it('brings no markup of the redirect into the page', async () => {
    await withApi(async (api) => {
      const redirect = '/back?q="><script>alert(1)</script>';
      const page = (await api.fetch(pathOf(PROVENANCE_ADDRESS, redirect, await ticketFor(api)))).text;
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
      const answer = await api.fetch(pathOf(PROVENANCE_ADDRESS, redirectUrl, await ticketFor(api)));
      expectProblem(answer, 400, BAD_REDIRECT_TITLE, BAD_REDIRECT);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.text).not.toContain(BACK_LINK);
    });
  });

  it.each([
    ['no ticket', () => undefined],
    ['a made-up ticket', () => 'not-a-ticket'],
    [
      'a ticket for another address',
      (api: TestApi) => api.state.tickets.issue('provenance-convert', HOLDER_UUID, 'pb1other'),
    ],
    [
      'a ticket for another purpose',
      (api: TestApi) => api.state.tickets.issue('set-expired-password', HOLDER_UUID),
    ],
  ])('answers a 403 page, with a way back, for %s', async (_, ticketOf) => {
    await withApi(async (api) => {
      const answer = await api.fetch(pathOf(PROVENANCE_ADDRESS, '/back', ticketOf(api)));
      expectProblem(answer, 403, LINK_EXPIRED_TITLE, LINK_EXPIRED);
      expect(answer.text).toContain(`<a href="${BACK}">${BACK_LINK}</a>`);
    });
  });

  it('answers a 404 page for an address whose wallet is not a Provenance wallet', async () => {
    await withApi(async (api) => {
      const address = 'pb1selfcustody00000000000000000000000001';
      const ticket = api.state.tickets.issue('provenance-convert', HOLDER_UUID, address);
      expectProblem(await api.fetch(pathOf(address, '/back', ticket)), 404, NO_WALLET_TITLE, NO_WALLET);
    });
  });
});

describe('POST /auth/wallet/provenance/{walletAddress}/convert', () => {
  it('converts the holder’s Provenance records of the address into verified provider wallets, then 303s back', async () => {
    await withApi(async (api) => {
      const page = await api.fetch(pathOf(PROVENANCE_ADDRESS, '/back', await ticketFor(api)));
      const answer = await postThePage(api, page);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(BACK);
      expect(holderWallets(api)).toEqual(CONVERTED);
    });
  });

  it('spends the ticket: the same form again is refused', async () => {
    await withApi(async (api) => {
      const page = await api.fetch(pathOf(PROVENANCE_ADDRESS, '/back', await ticketFor(api)));
      expect((await postThePage(api, page)).status).toBe(303);
      expectProblem(await postThePage(api, page), 403, LINK_EXPIRED_TITLE, LINK_EXPIRED);
    });
  });

  it('follows the form the page shows, to a partner origin, matching the address in any case', async () => {
    await withApi(async (api) => {
      const address = PROVENANCE_ADDRESS.toUpperCase();
      const page = await api.fetch(pathOf(address, `${PARTNER_ORIGIN}/register`, await ticketFor(api)));
      const answer = await postThePage(api, page);
      expect(answer).toMatchObject({ status: 303 });
      expect(answer.headers.get('location')).toBe(`${PARTNER_ORIGIN}/register`);
      expect(holderWallets(api)).toEqual(CONVERTED);
    });
  });

  it.each([
    ['no ticket (no session behind it)', {}],
    ['a made-up ticket', { ticket: 'not-a-ticket' }],
  ])('converts nothing for %s', async (_, fields) => {
    await withApi(async (api) => {
      const answer = await api.postForm(actionOf(PROVENANCE_ADDRESS), { redirectUrl: BACK, ...fields });
      expectProblem(answer, 403, LINK_EXPIRED_TITLE, LINK_EXPIRED);
      expect(holderWallets(api)).toEqual(SEEDED);
    });
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['an opaque origin (a sandboxed frame)', 'null'],
  ])('refuses a form sent from %s, and keeps the ticket for the real page', async (_, origin) => {
    await withApi(async (api) => {
      const page = await api.fetch(pathOf(PROVENANCE_ADDRESS, '/back', await ticketFor(api)));
      expectProblem(await postThePage(api, page, origin), 403, CROSS_SITE_TITLE, CROSS_SITE_POST);
      expect(holderWallets(api)).toEqual(SEEDED);
      expect((await postThePage(api, page)).status).toBe(303);
    });
  });

  it.each([
    ['another site', 'https://evil.example/steal'],
    ['no redirectUrl', undefined],
  ])('answers a 400 page for a redirect to %s, and converts nothing', async (_, redirectUrl) => {
    await withApi(async (api) => {
      const ticket = await ticketFor(api);
      const fields: Record<string, string> = redirectUrl === undefined ? { ticket } : { ticket, redirectUrl };
      expectProblem(
        await api.postForm(actionOf(PROVENANCE_ADDRESS), fields),
        400,
        BAD_REDIRECT_TITLE,
        BAD_REDIRECT,
      );
      expect(holderWallets(api)).toEqual(SEEDED);
    });
  });

  it('is undone by a reset, and served in production too', async () => {
    await withApi(async (api) => {
      await postThePage(api, await api.fetch(pathOf(PROVENANCE_ADDRESS, '/back', await ticketFor(api))));
      await api.postJson('/__dev/reset');
      expect(holderWallets(api)).toEqual(SEEDED);
    });
    await withApi(
      async (api) => {
        const page = await api.fetch(pathOf(PROVENANCE_ADDRESS, '/back', await ticketFor(api)));
        expect((await postThePage(api, page)).status).toBe(303);
      },
      { devRoutes: false },
    );
  });
});
