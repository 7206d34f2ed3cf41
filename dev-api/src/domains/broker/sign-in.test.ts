/** @jest-environment node */
import { devApiForFile } from '../../testing/http-client.ts';
import * as v from 'valibot';
import { brokerFigureInfo, brokerLogin } from '@lender/shared/endpoints/broker';
import { loginRedirect } from '@lender/shared/endpoints/identity';
import { escapeHtml } from '../../outbox/outbox-page.ts';
import { TOO_MANY_REQUESTS } from '../../security/rate-limit.ts';
import { BROKER_AUTHORIZE_PATH, brokerAuthorizeUrl } from './authorize-url.ts';
import { BOT_CHECK_FAILED } from '../identity/login.ts';
import { BROKER_INCORRECT_CREDENTIALS, CROSS_SITE_POST } from './sign-in-route.ts';
import { BROKER_ACCOUNT_LOCKED } from './sign-in-steps.ts';
import { STAND_IN_NOTE } from './sign-in-page.ts';
import { unescape } from './broker-page.testing.ts';

const PASSWORD = 'Correct-Horse-Battery-42';
const APP_ORIGIN = 'http://app.test:3000';
/** The shell under a development host name: an allowed origin other than the app's. */
const DEV_SHELL_ORIGIN = 'http://apollo.localhost:3000';
const EVIL_ORIGIN = 'https://evil.example';
const NONCE = 'nonce-0123456789abcdef';
const BROKER_EMAIL = 'bo.broker@example.com';

// One server for the file: many calls, each test undoes what it changes.
const api = devApiForFile({ appOrigin: APP_ORIGIN, otherOrigins: [DEV_SHELL_ORIGIN] });
/** The dev API's public origin in these tests (testing/http-client.ts). */
const PUBLIC_ORIGIN = 'http://127.0.0.1:4000';

/** The page at a URL the API handed out (its origin is the public one; the test server's port differs). */
async function openPage(url: string) {
  const { pathname, search } = new URL(url);
  const response = await fetch(`${api.base}${pathname}${search}`);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const pageAt = (query: Record<string, string>) =>
  openPage(`${api.base}${BROKER_AUTHORIZE_PATH}?${new URLSearchParams(query).toString()}`);

/** Posts the form as the page would: with a fresh bot-check token, unless the fields bring their own. */
async function submit(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(`${api.base}${BROKER_AUTHORIZE_PATH}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ botToken: api.state.recaptcha.issue(), ...fields }),
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    cookie: response.headers.get('set-cookie'),
    html: await response.text(),
  };
}

/** The values the first form carries through from the link: its hidden fields but the step and the bot check's token. */
function hiddenFieldsOf(html: string): Record<string, string> {
  const { botToken: _, step: __, ...fields } = allHiddenFieldsOf(html);
  return fields;
}

/** The hidden fields of the page's first form, as a browser would post them. */
function allHiddenFieldsOf(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
  for (const [, name, value] of form.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g))
    fields[name!] = unescape(value!);
  return fields;
}

const botTokenOf = (html: string) => allHiddenFieldsOf(html).botToken;

const emailValueOf = (html: string) => /<input id="email"[^>]* value="([^"]*)"/.exec(html)?.[1];

describe('the broker sign-in page', () => {
  it('is an accessible page: language, title, heading, labelled fields, a button and the stand-in note', async () => {
    const { status, headers, html } = await pageAt({});
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(headers.get('x-frame-options')).toBe('DENY');
    // Browsers apply form-action to the redirect answering the post: the app must be allowed.
    expect(headers.get('content-security-policy')).toContain(`form-action 'self' ${APP_ORIGIN};`);
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<h1>Sign in<\/h1>/);
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toMatch(/<input id="email" name="email" type="email"/);
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<input id="password" name="password" type="password"/);
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain(escapeHtml(STAND_IN_NOTE));
    expect(html).toContain(`<form method="post" action="${BROKER_AUTHORIZE_PATH}">`);
    expect(html).not.toContain('role="alert"');
  });

  it('pre-fills nothing from an identity id in the link: the address must not reveal whose account it is', async () => {
    expect(emailValueOf((await pageAt({ identityUuid: 'identity-broker-agent' })).html)).toBe('');
    expect((await pageAt({ identityUuid: 'identity-broker-agent' })).html).not.toContain(BROKER_EMAIL);
    expect(emailValueOf((await pageAt({ identityUuid: 'identity-nobody' })).html)).toBe('');
  });

  it('carries the state, return path and application name as hidden fields', async () => {
    const { html } = await pageAt({ state: NONCE, returnPath: '/wallet?a=1&b=2', applicationName: 'shell' });
    expect(hiddenFieldsOf(html)).toEqual({
      state: NONCE,
      returnPath: '/wallet?a=1&b=2',
      applicationName: 'shell',
    });
  });

  it('carries an allowed return origin, and lets the form post be answered with a redirect there', async () => {
    const { headers, html } = await pageAt({ state: NONCE, returnOrigin: DEV_SHELL_ORIGIN });
    expect(hiddenFieldsOf(html)).toEqual({ state: NONCE, returnOrigin: DEV_SHELL_ORIGIN });
    expect(headers.get('content-security-policy')).toContain(
      `form-action 'self' ${APP_ORIGIN} ${DEV_SHELL_ORIGIN};`,
    );
  });

  it.each([
    ['a foreign origin', EVIL_ORIGIN],
    ['an allowed origin with a path', `${DEV_SHELL_ORIGIN}/x`],
    ['a script URL', 'javascript:alert(1)'],
  ])('drops a return origin the dev API does not allow (%s)', async (_, returnOrigin) => {
    const { headers, html } = await pageAt({ state: NONCE, returnOrigin });
    expect(hiddenFieldsOf(html)).toEqual({ state: NONCE });
    expect(headers.get('content-security-policy')).toContain(`form-action 'self' ${APP_ORIGIN};`);
  });

  it('escapes whatever the link carries', async () => {
    const attack = '"><script>alert(1)</script>';
    const { html } = await pageAt({ state: attack, returnPath: attack, applicationName: attack });
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(hiddenFieldsOf(html)).toEqual({ state: attack, returnPath: attack, applicationName: attack });
  });

  it('refuses a method other than GET and POST', async () => {
    const response = await fetch(`${api.base}${BROKER_AUTHORIZE_PATH}`, { method: 'PUT' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
  });
});

describe('signing in on the broker page', () => {
  it('sets the session cookie and returns to the app with the state nonce', async () => {
    const result = await submit({
      email: BROKER_EMAIL,
      password: PASSWORD,
      state: NONCE,
      returnPath: '/pipeline',
    });
    expect(result.status).toBe(303);
    expect(result.location).toBe(`${APP_ORIGIN}/pipeline?state=${NONCE}`);
    const cookie = /^broker_session=([^;]+); Path=\/; HttpOnly; SameSite=Lax$/.exec(result.cookie ?? '');
    expect(cookie).not.toBeNull();
    expect(await api.state.tokens.verify(decodeURIComponent(cookie![1]!), { kind: 'session' })).toMatchObject(
      {
        ok: true,
        claims: { sub: 'identity-broker-agent', email: BROKER_EMAIL },
      },
    );
  });

  it('returns to the dashboard, without a state, when the link gave neither', async () => {
    const result = await submit({ email: 'Pat.Customer@example.com', password: PASSWORD });
    expect(result.status).toBe(303);
    expect(result.location).toBe(`${APP_ORIGIN}/dashboard`);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/steal'],
    ['an absolute URL', 'https://evil.example/steal'],
    ['a backslash trick', '/\\evil.example/steal'],
    ['a script URL', 'javascript:alert(1)'],
  ])('never sends the person off the app (%s)', async (_, returnPath) => {
    const result = await submit({ email: BROKER_EMAIL, password: PASSWORD, state: NONCE, returnPath });
    expect(result.status).toBe(303);
    expect(result.location).toBe(`${APP_ORIGIN}/dashboard?state=${NONCE}`);
  });

  it('returns to an allowed return origin, with the state nonce', async () => {
    const result = await submit({
      email: BROKER_EMAIL,
      password: PASSWORD,
      state: NONCE,
      returnPath: '/pipeline',
      returnOrigin: DEV_SHELL_ORIGIN,
    });
    expect(result.status).toBe(303);
    expect(result.location).toBe(`${DEV_SHELL_ORIGIN}/pipeline?state=${NONCE}`);
  });

  it.each([
    ['a foreign origin', EVIL_ORIGIN],
    ['a look-alike of an allowed origin', `${DEV_SHELL_ORIGIN}.evil.example`],
    ['an allowed origin with a path', `${DEV_SHELL_ORIGIN}//evil.example`],
  ])('returns to the app for a return origin forged into the form (%s)', async (_, returnOrigin) => {
    const result = await submit({
      email: BROKER_EMAIL,
      password: PASSWORD,
      state: NONCE,
      returnPath: '/pipeline',
      returnOrigin,
    });
    expect(result.status).toBe(303);
    expect(result.location).toBe(`${APP_ORIGIN}/pipeline?state=${NONCE}`);
  });

  it('keeps only an allowed return origin when it shows the form again', async () => {
    const allowed = await submit({ email: BROKER_EMAIL, password: 'x', returnOrigin: DEV_SHELL_ORIGIN });
    expect(hiddenFieldsOf(allowed.html)).toEqual({ returnOrigin: DEV_SHELL_ORIGIN });
    const forged = await submit({ email: BROKER_EMAIL, password: 'x', returnOrigin: EVIL_ORIGIN });
    expect(hiddenFieldsOf(forged.html)).toEqual({});
  });

  it.each([
    ['a wrong password', BROKER_EMAIL, 'wrong-password'],
    ['an unknown email', 'nobody@example.com', PASSWORD],
    ['a persona without a password yet', 'ivy.invited@example.com', PASSWORD],
    ['an empty form', '', ''],
  ])(
    'shows the form again with an error for %s (401), keeping the email and the hidden fields',
    async (_, email, password) => {
      const result = await submit({ email, password, state: NONCE, returnPath: '/pipeline' });
      expect(result.status).toBe(401);
      expect(result.cookie).toBeNull();
      expect(result.html).toContain(`role="alert">${escapeHtml(BROKER_INCORRECT_CREDENTIALS)}</p>`);
      expect(result.html).toContain('aria-invalid="true" aria-describedby="sign-in-error"');
      expect(emailValueOf(result.html)).toBe(email);
      expect(hiddenFieldsOf(result.html)).toEqual({ state: NONCE, returnPath: '/pipeline' });
    },
  );

  it('escapes the typed email when it shows the form again', async () => {
    const email = '"><img src=x onerror=alert(1)>@example.com';
    const result = await submit({ email, password: 'x' });
    expect(result.status).toBe(401);
    expect(result.html).not.toContain('<img');
    expect(emailValueOf(result.html)).toBe(escapeHtml(email));
  });

  it('refuses a locked account (403) without a session', async () => {
    const result = await submit({ email: 'lee.locked@example.com', password: PASSWORD });
    expect(result.status).toBe(403);
    expect(result.cookie).toBeNull();
    expect(result.html).toContain(escapeHtml(BROKER_ACCOUNT_LOCKED));
  });

  it("counts failed passwords against the account's backoff (429 with Retry-After)", async () => {
    api.state.passwordFailures.setLimit({ max: 1, windowMs: 60_000, backoffMs: 60_000 });
    try {
      expect((await submit({ email: 'sam.sms@example.com', password: 'wrong' })).status).toBe(401);
      const response = await submit({ email: 'sam.sms@example.com', password: PASSWORD });
      expect(response.status).toBe(429);
      expect(response.cookie).toBeNull();
      expect(response.html).toContain(escapeHtml(TOO_MANY_REQUESTS));
    } finally {
      api.state.passwordFailures.reset();
    }
  });
});

describe('the broker page refuses what the v2 login refuses', () => {
  it('signs in with the bot-check token the page was rendered with, once', async () => {
    const token = botTokenOf((await pageAt({})).html);
    expect(token).toBeTruthy();
    const first = await submit({ email: 'pat.customer@example.com', password: PASSWORD, botToken: token! });
    expect(first.status).toBe(303);
    const replayed = await submit({
      email: 'pat.customer@example.com',
      password: PASSWORD,
      botToken: token!,
    });
    expect(replayed.status).toBe(403);
    expect(replayed.cookie).toBeNull();
  });

  it.each([
    ['no bot-check token', { botToken: '' }],
    ['a forged bot-check token', { botToken: 'forged' }],
  ])(
    'refuses a post with %s (403), signing nobody in, with a fresh token in the form shown again',
    async (_, fields) => {
      const answer = await submit({ email: 'pat.customer@example.com', password: PASSWORD, ...fields });
      expect(answer.status).toBe(403);
      expect(answer.cookie).toBeNull();
      expect(answer.html).toContain(escapeHtml(BOT_CHECK_FAILED));
      expect(botTokenOf(answer.html)).toBeTruthy();
    },
  );

  it.each(['https://evil.example', 'null'])(
    "refuses another site's form (Origin %s), before anything else",
    async (origin) => {
      const answer = await submit({ email: 'pat.customer@example.com', password: PASSWORD }, { origin });
      expect(answer.status).toBe(403);
      expect(answer.cookie).toBeNull();
      expect(answer.html).toContain(escapeHtml(CROSS_SITE_POST));
    },
  );

  it("accepts its own page's post, and asks browsers to name it (Referrer-Policy same-origin)", async () => {
    const { headers } = await pageAt({});
    expect(headers.get('referrer-policy')).toBe('same-origin');
    const answer = await submit(
      { email: 'pat.customer@example.com', password: PASSWORD },
      { origin: PUBLIC_ORIGIN },
    );
    expect(answer.status).toBe(303);
  });
});

describe('a brokered login from start to finish', () => {
  it("brokerLogin's externalStateNonce comes back as state on the page's final redirect, and the cookie is a session", async () => {
    const response = await fetch(
      `${api.base}/identity-broker/agent/api/v3/login?externalStateNonce=${NONCE}&telemetryTrackingId=t-1&returnPath=%2Fpipeline%3Fview%3Dall`,
      {
        method: 'POST',
        headers: { 'X-Auth0-Application-Name': 'broker-portal', 'X-Org': 'KEYSTONE_WHOLESALE' },
      },
    );
    expect(response.status).toBe(200);
    const { redirect } = v.parse(brokerLogin.response, await response.json());
    expect(redirect.startsWith(`http://127.0.0.1:4000${BROKER_AUTHORIZE_PATH}?`)).toBe(true);

    const page = await openPage(redirect);
    expect(page.status).toBe(200);
    const result = await submit({ ...hiddenFieldsOf(page.html), email: BROKER_EMAIL, password: PASSWORD });
    expect(result.status).toBe(303);
    const location = new URL(result.location!);
    expect(location.origin).toBe(APP_ORIGIN);
    expect(location.pathname).toBe('/pipeline');
    expect(location.searchParams.get('view')).toBe('all');
    expect(location.searchParams.get('state')).toBe(NONCE);

    const me = await fetch(`${api.base}/identity-broker/agent/secure/api/v3/self/figureinfo`, {
      headers: { 'X-Auth0-Application-Name': 'broker-portal', cookie: result.cookie!.split(';')[0]! },
    });
    expect(me.status).toBe(200);
    expect(v.parse(brokerFigureInfo.response, await me.json())).toMatchObject({
      uuid: 'identity-broker-agent',
      isBroker: true,
    });
  });

  it("the login redirect's nonce and redirect path come back on the page's final redirect", async () => {
    const response = await fetch(`${api.base}/identity/api/v1/login-redirect?externalStateNonce=${NONCE}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        applicationName: 'shell',
        redirectPath: '/wallet/accounts',
        mode: 'login',
        orgCode: 'KEYSTONE_WHOLESALE',
      }),
    });
    const { redirectUrl } = v.parse(loginRedirect.response, await response.json());
    const page = await openPage(redirectUrl!);
    const result = await submit({ ...hiddenFieldsOf(page.html), email: BROKER_EMAIL, password: PASSWORD });
    expect(result.location).toBe(`${APP_ORIGIN}/wallet/accounts?state=${NONCE}`);
  });

  it.each([
    ['the brokered login', 'broker'],
    ['the login redirect', 'login-redirect'],
  ])('%s started from an allowed origin returns there, with the state', async (_, kind) => {
    const headers = { origin: DEV_SHELL_ORIGIN, 'content-type': 'application/json' };
    let link: string;
    if (kind === 'broker') {
      const response = await fetch(
        `${api.base}/identity-broker/agent/api/v3/login?externalStateNonce=${NONCE}&returnPath=%2Fpipeline`,
        { method: 'POST', headers: { ...headers, 'X-Auth0-Application-Name': 'broker-portal' } },
      );
      link = v.parse(brokerLogin.response, await response.json()).redirect;
    } else {
      const response = await fetch(`${api.base}/identity/api/v1/login-redirect?externalStateNonce=${NONCE}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          applicationName: 'shell',
          redirectPath: '/pipeline',
          mode: 'login',
          orgCode: 'KEYSTONE_WHOLESALE',
        }),
      });
      link = v.parse(loginRedirect.response, await response.json()).redirectUrl!;
    }
    const page = await openPage(link);
    const result = await submit({ ...hiddenFieldsOf(page.html), email: BROKER_EMAIL, password: PASSWORD });
    expect(result.location).toBe(`${DEV_SHELL_ORIGIN}/pipeline?state=${NONCE}`);
  });

  it('a login started from a foreign origin returns to the app', async () => {
    const response = await fetch(
      `${api.base}/identity-broker/agent/api/v3/login?externalStateNonce=${NONCE}`,
      {
        method: 'POST',
        headers: { origin: EVIL_ORIGIN, 'X-Auth0-Application-Name': 'broker-portal' },
      },
    );
    const page = await openPage(v.parse(brokerLogin.response, await response.json()).redirect);
    const result = await submit({ ...hiddenFieldsOf(page.html), email: BROKER_EMAIL, password: PASSWORD });
    expect(result.location).toBe(`${APP_ORIGIN}/dashboard?state=${NONCE}`);
  });

  it('a return origin forged into the authorize link is refused at the end', async () => {
    const link = brokerAuthorizeUrl(api.base, { state: NONCE, returnPath: '/x', returnOrigin: EVIL_ORIGIN });
    const page = await openPage(link);
    const result = await submit({ ...hiddenFieldsOf(page.html), email: BROKER_EMAIL, password: PASSWORD });
    expect(result.location).toBe(`${APP_ORIGIN}/x?state=${NONCE}`);
  });

  it('an open redirect planted in the authorize link is refused at the end', async () => {
    const link = brokerAuthorizeUrl(api.base, { state: NONCE, returnPath: '//evil.example/x' });
    const page = await openPage(link);
    const result = await submit({ ...hiddenFieldsOf(page.html), email: BROKER_EMAIL, password: PASSWORD });
    expect(result.location).toBe(`${APP_ORIGIN}/dashboard?state=${NONCE}`);
  });
});
