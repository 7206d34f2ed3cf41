/** @jest-environment node */
import { devApiForFile, sessionTokenFor } from '../../testing/http-client.ts';
import * as v from 'valibot';
import { brokerFigureInfo, brokerLogin, brokerLogout } from '@lender/shared/endpoints/broker';
import { loginRedirect } from '@lender/shared/endpoints/identity';
import { BROKER_AUTHORIZE_PATH } from './authorize-url.ts';
import { NOT_A_CUSTOMER, NOT_AN_AGENT } from './figure-info.ts';

const APP_ORIGIN = 'http://app.test:3000';
/** The shell under a development host name: an allowed origin other than the app's. */
const DEV_SHELL_ORIGIN = 'http://wholesale.localhost:3000';
const EVIL_ORIGIN = 'https://evil.example';
const PUBLIC_ORIGIN = 'http://127.0.0.1:4000';
const NONCE = 'nonce-0123456789abcdef';
const APP_HEADER = { 'X-Auth0-Application-Name': 'shell' };
const PAT_WALLET = '0x19e7e376e7c213b7e7e7e46cc70a5dd086daff2a';
const MORGAN = '0x5cbdd86a2fa8dc4bddd8a8f69dba48572eec07fb';
const REYES_HOLDINGS = '0xorg000000000000000000000000000000000001';

// One server for the file: many calls, each test undoes what it changes.
const api = devApiForFile({ appOrigin: APP_ORIGIN, otherOrigins: [DEV_SHELL_ORIGIN] });

async function call(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
) {
  const response = await fetch(`${api.base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sessionFor = (sub: string, claims: { addr?: string; grp?: string } = {}) =>
  sessionTokenFor(api.state, { sub, ...claims });
const figureInfo = (audience: string, headers: Record<string, string>) =>
  call('GET', `/identity-broker/${audience}/secure/api/v3/self/figureinfo`, { headers });

describe('GET figureinfo', () => {
  it("answers a customer in broker form, with the first account's wallet", async () => {
    const { status, body } = await figureInfo('customer', {
      ...APP_HEADER,
      ...bearer(await sessionFor('identity-plain-customer')),
    });
    expect(status).toBe(200);
    const identity = v.parse(brokerFigureInfo.response, body);
    expect(identity).toEqual({
      uuid: 'identity-plain-customer',
      organizationCode: 'KEYSTONE',
      profileType: 'CUSTOMER',
      email: 'pat.customer@example.com',
      updatedAt: expect.any(String) as unknown,
      isManageable: true,
      isBroker: false,
      activeLegacyCustomerOrgs: ['KEYSTONE'],
      wallet: { accountAddress: PAT_WALLET },
    });
    expect(new Date(identity.updatedAt!).toISOString()).toBe(identity.updatedAt);
  });

  it('answers an agent on the agent audience, with no customer orgs and no wallet', async () => {
    const { status, body } = await figureInfo('agent', {
      ...APP_HEADER,
      ...bearer(await sessionFor('identity-broker-agent')),
    });
    expect(status).toBe(200);
    const identity = v.parse(brokerFigureInfo.response, body);
    expect(identity).toMatchObject({
      profileType: 'AGENT',
      isBroker: true,
      isManageable: false,
      activeLegacyCustomerOrgs: [],
    });
    expect(identity.wallet).toBeUndefined();
  });

  it("takes the wallet from the token's claims", async () => {
    const token = await sessionFor('identity-wallet-holder', { addr: MORGAN, grp: REYES_HOLDINGS });
    const { body } = await figureInfo('customer', { ...APP_HEADER, ...bearer(token) });
    expect(v.parse(brokerFigureInfo.response, body).wallet).toEqual({
      accountAddress: MORGAN,
      groupPolicyAddress: REYES_HOLDINGS,
    });
  });

  it('reads the session from the broker cookie too', async () => {
    const token = await sessionFor('identity-plain-customer');
    const { status, body } = await figureInfo('customer', {
      ...APP_HEADER,
      cookie: `broker_session=${token}`,
    });
    expect(status).toBe(200);
    expect(v.parse(brokerFigureInfo.response, body).uuid).toBe('identity-plain-customer');
  });

  it.each([
    ['agent', 'identity-plain-customer', NOT_AN_AGENT],
    ['customer', 'identity-broker-agent', NOT_A_CUSTOMER],
  ])('the %s audience refuses %s with 403', async (audience, sub, message) => {
    const { status, body } = await figureInfo(audience, { ...APP_HEADER, ...bearer(await sessionFor(sub)) });
    expect(status).toBe(403);
    expect(body).toEqual({ errors: [{ message }] });
  });

  it('needs a session', async () => {
    expect((await figureInfo('customer', APP_HEADER)).status).toBe(401);
    expect((await figureInfo('customer', { ...APP_HEADER, ...bearer('forged') })).status).toBe(401);
    expect((await figureInfo('customer', { ...APP_HEADER, cookie: 'broker_session=forged' })).status).toBe(
      401,
    );
  });

  it('refuses a request without the application header, or for an unknown audience (400)', async () => {
    const token = await sessionFor('identity-plain-customer');
    expect((await figureInfo('customer', bearer(token))).status).toBe(400);
    expect((await figureInfo('partner', { ...APP_HEADER, ...bearer(token) })).status).toBe(400);
  });
});

describe('POST broker login', () => {
  it('answers the sign-in page with the nonce as state, the application and a safe return path', async () => {
    const { status, body } = await call(
      'POST',
      `/identity-broker/customer/api/v3/login?externalStateNonce=${NONCE}&telemetryTrackingId=t-1&returnPath=%2Fdashboard%3Ftab%3D2`,
      { headers: { ...APP_HEADER, 'X-Org': 'KEYSTONE' } },
    );
    expect(status).toBe(200);
    const url = new URL(v.parse(brokerLogin.response, body).redirect);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_ORIGIN}${BROKER_AUTHORIZE_PATH}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      state: NONCE,
      applicationName: 'shell',
      returnPath: '/dashboard?tab=2',
    });
  });

  it('drops a return path that would leave the app', async () => {
    const { body } = await call(
      'POST',
      `/identity-broker/agent/api/v3/login?externalStateNonce=${NONCE}&returnPath=https://evil.example`,
      {
        headers: APP_HEADER,
      },
    );
    const url = new URL(v.parse(brokerLogin.response, body).redirect);
    expect(url.searchParams.has('returnPath')).toBe(false);
    expect(url.searchParams.get('state')).toBe(NONCE);
  });

  it('carries an allowed Origin to the sign-in page as returnOrigin', async () => {
    const { body } = await call('POST', `/identity-broker/agent/api/v3/login?externalStateNonce=${NONCE}`, {
      headers: { ...APP_HEADER, origin: DEV_SHELL_ORIGIN },
    });
    const url = new URL(v.parse(brokerLogin.response, body).redirect);
    expect(url.searchParams.get('returnOrigin')).toBe(DEV_SHELL_ORIGIN);
    expect(url.searchParams.get('state')).toBe(NONCE);
  });

  it.each([
    ['a foreign origin', EVIL_ORIGIN],
    ['an allowed origin with a path', `${DEV_SHELL_ORIGIN}/x`],
    ['a look-alike of an allowed origin', 'http://wholesale.localhost:3000.evil.example'],
    ['the opaque origin', 'null'],
  ])('carries no returnOrigin for %s', async (_, origin) => {
    const { body } = await call('POST', `/identity-broker/agent/api/v3/login?externalStateNonce=${NONCE}`, {
      headers: { ...APP_HEADER, origin },
    });
    const url = new URL(v.parse(brokerLogin.response, body).redirect);
    expect(url.searchParams.has('returnOrigin')).toBe(false);
    expect(url.searchParams.get('state')).toBe(NONCE);
  });

  it('refuses a login without the application header (400)', async () => {
    expect(
      (await call('POST', `/identity-broker/customer/api/v3/login?externalStateNonce=${NONCE}`)).status,
    ).toBe(400);
  });
});

describe('POST login-redirect', () => {
  const start = (body: Record<string, unknown>, nonce = NONCE, headers: Record<string, string> = {}) =>
    call('POST', `/identity/api/v1/login-redirect?externalStateNonce=${nonce}`, { body, headers });
  const brokered = {
    applicationName: 'shell',
    redirectPath: '/wallet/accounts',
    mode: 'login',
    orgCode: 'KEYSTONE_WHOLESALE',
  };

  it('sends a broker organization to the sign-in page with the nonce and the path', async () => {
    const { status, body } = await start({
      applicationName: 'shell',
      redirectPath: '/wallet/accounts',
      mode: 'login',
      orgCode: 'KEYSTONE_WHOLESALE',
    });
    expect(status).toBe(200);
    const answer = v.parse(loginRedirect.response, body);
    expect(answer.isBroker).toBe(true);
    const url = new URL(answer.redirectUrl!);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_ORIGIN}${BROKER_AUTHORIZE_PATH}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      state: NONCE,
      applicationName: 'shell',
      returnPath: '/wallet/accounts',
    });
  });

  it.each([
    ['an organization with no brokers', 'KEYSTONE'],
    ['an unknown organization', 'NOPE'],
    ['no organization', undefined],
  ])('answers isBroker false for %s', async (_, orgCode) => {
    const { status, body } = await start({
      applicationName: 'shell',
      redirectPath: '/dashboard',
      mode: 'register',
      orgCode,
    });
    expect(status).toBe(200);
    expect(v.parse(loginRedirect.response, body)).toEqual({ isBroker: false });
  });

  it('drops a redirect path that would leave the app', async () => {
    const { body } = await start({
      applicationName: 'shell',
      redirectPath: '//evil.example',
      mode: 'login',
      orgCode: 'KEYSTONE_WHOLESALE',
    });
    const url = new URL(v.parse(loginRedirect.response, body).redirectUrl!);
    expect(url.searchParams.has('returnPath')).toBe(false);
  });

  it('carries an allowed Origin to the sign-in page as returnOrigin', async () => {
    const { body } = await start(brokered, NONCE, { origin: DEV_SHELL_ORIGIN });
    const url = new URL(v.parse(loginRedirect.response, body).redirectUrl!);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      state: NONCE,
      applicationName: 'shell',
      returnPath: '/wallet/accounts',
      returnOrigin: DEV_SHELL_ORIGIN,
    });
  });

  it('carries no returnOrigin for a foreign Origin', async () => {
    const { body } = await start(brokered, NONCE, { origin: EVIL_ORIGIN });
    const url = new URL(v.parse(loginRedirect.response, body).redirectUrl!);
    expect(url.searchParams.has('returnOrigin')).toBe(false);
    expect(url.searchParams.get('state')).toBe(NONCE);
  });

  it.each([
    ['a short nonce', { applicationName: 'shell', redirectPath: '/x', mode: 'login' }, 'short'],
    ['an unknown mode', { applicationName: 'shell', redirectPath: '/x', mode: 'guess' }, NONCE],
    ['no redirect path', { applicationName: 'shell', mode: 'login' }, NONCE],
  ])('refuses %s (400)', async (_, body, nonce) => {
    expect((await start(body, nonce)).status).toBe(400);
  });
});

describe('POST broker logout', () => {
  const logout = (headers: Record<string, string>) =>
    call('POST', '/identity-broker/agent/secure/api/v3/logout', { headers });

  it('revokes a broker session, clears the cookie and sends the broker to the app login', async () => {
    const token = await sessionFor('identity-broker-agent');
    const { status, headers, body } = await logout({ cookie: `broker_session=${token}` });
    expect(status).toBe(200);
    expect(v.parse(brokerLogout.response, body)).toEqual({
      isBroker: true,
      redirect: `${APP_ORIGIN}/auth/login`,
    });
    expect(headers.get('set-cookie')).toMatch(/^broker_session=; Path=\/;.*Max-Age=0/);
    expect(await api.state.tokens.verify(token)).toEqual({ ok: false, reason: 'revoked' });
    expect(await figureInfo('agent', { ...APP_HEADER, ...bearer(token) })).toMatchObject({
      status: 403,
      body: { message: 'Unauthenticated' },
    });
  });

  it('sends the broker to the login on the origin the call came from, when it is allowed', async () => {
    const token = await sessionFor('identity-broker-agent');
    const { body } = await logout({ cookie: `broker_session=${token}`, origin: DEV_SHELL_ORIGIN });
    expect(v.parse(brokerLogout.response, body)).toEqual({
      isBroker: true,
      redirect: `${DEV_SHELL_ORIGIN}/auth/login`,
    });
  });

  it('sends the broker to the app login when the call came from a foreign origin', async () => {
    const token = await sessionFor('identity-broker-agent');
    const { body } = await logout({ cookie: `broker_session=${token}`, origin: EVIL_ORIGIN });
    expect(v.parse(brokerLogout.response, body)).toEqual({
      isBroker: true,
      redirect: `${APP_ORIGIN}/auth/login`,
    });
  });

  it('answers a customer with no redirect', async () => {
    const token = await sessionFor('identity-plain-customer');
    const { status, body } = await call('POST', '/identity-broker/customer/secure/api/v3/logout', {
      headers: bearer(token),
    });
    expect(status).toBe(200);
    expect(v.parse(brokerLogout.response, body)).toEqual({ isBroker: false });
    expect(await api.state.tokens.verify(token)).toEqual({ ok: false, reason: 'revoked' });
  });

  it('needs a session, and clears a stale cookie anyway', async () => {
    expect((await logout({})).status).toBe(401);
    const { status, headers } = await logout({ cookie: 'broker_session=forged' });
    expect(status).toBe(401);
    expect(headers.get('set-cookie')).toMatch(/Max-Age=0/);
  });
});

describe('POST identity logout of a brokered session', () => {
  const logout = (headers: Record<string, string>) =>
    call('POST', '/identity/secure/api/v1/logout', { headers, body: { applicationName: 'sign-in' } });

  it('revokes the session, clears the cookie and sends the broker to the broker sign-in page', async () => {
    const token = await sessionFor('identity-broker-agent');
    const { status, headers, body } = await logout({
      cookie: `broker_session=${token}`,
      origin: DEV_SHELL_ORIGIN,
    });
    expect(status).toBe(200);
    const answer = body as { isBroker: boolean; redirectUrl: string };
    expect(answer.isBroker).toBe(true);
    const redirect = new URL(answer.redirectUrl);
    expect(redirect.origin + redirect.pathname).toBe(`${PUBLIC_ORIGIN}${BROKER_AUTHORIZE_PATH}`);
    expect(redirect.searchParams.get('returnOrigin')).toBe(DEV_SHELL_ORIGIN);
    expect(redirect.searchParams.get('applicationName')).toBe('sign-in');
    expect(headers.get('set-cookie')).toMatch(/^broker_session=; Path=\/;.*Max-Age=0/);
    expect(await api.state.tokens.verify(token)).toEqual({ ok: false, reason: 'revoked' });
  });

  it('names no return origin for a foreign caller', async () => {
    const token = await sessionFor('identity-broker-agent');
    const { body } = await logout({ cookie: `broker_session=${token}`, origin: EVIL_ORIGIN });
    expect(new URL((body as { redirectUrl: string }).redirectUrl).searchParams.has('returnOrigin')).toBe(
      false,
    );
  });

  it('answers a customer with no redirect, and clears a broker cookie too', async () => {
    const token = await sessionFor('identity-plain-customer');
    const { body, headers } = await logout(bearer(token));
    expect(body).toEqual({ isBroker: false });
    expect(headers.get('set-cookie')).toMatch(/Max-Age=0/);
  });
});

describe('a logout carrying both a bearer and the broker cookie', () => {
  it.each([
    ['identity', '/identity/secure/api/v1/logout'],
    ['broker', '/identity-broker/agent/secure/api/v3/logout'],
  ])('through the %s logout ends both sessions', async (_, path) => {
    const header = await sessionFor('identity-broker-agent');
    const cookie = await sessionFor('identity-broker-agent');
    await call('POST', path, {
      headers: { ...bearer(header), cookie: `broker_session=${cookie}` },
      body: { applicationName: 'sign-in' },
    });
    expect(await api.state.tokens.verify(header)).toEqual({ ok: false, reason: 'revoked' });
    expect(await api.state.tokens.verify(cookie)).toEqual({ ok: false, reason: 'revoked' });
  });
});
