/**
 * @jest-environment node
 *
 * The contract, from both sides at once: every endpoint in `shared`'s registry is
 * called through the front end's own API client and endpoint declarations against
 * the running dev API. The client validates what it sends (the front end's side)
 * and the answer it gets (the server's side), and the server validates the request
 * again on arrival. The case table is keyed by operation id and typed against the
 * registry, so an endpoint added to `shared` without a case here fails to compile.
 */
import * as v from 'valibot';
import { withListening } from '@lender/serve/test-server';
import { createApiClient, type ApiClient } from '@lender/shared';
import { type EndpointInput } from '@lender/shared/endpoint';
import { buildOpenApiDocument } from '@lender/shared/stand-ins';
import { signHexMessage } from '@lender/shared/stand-ins';
import { endpoints, type EndpointId } from '@lender/shared/stand-ins';
import { login, sendToken, walletNonce } from '@lender/shared/endpoints/identity';
import { createTelemetrySession } from '@lender/shared/endpoints/telemetry';
import { createDevApiApp } from './app.ts';
import { DEFAULT_SEED_FILE, loadSeed } from './seed/load-seed.ts';
import { currentTotp } from './security/totp.ts';
import type { DevState } from './state/dev-state.ts';
import { sessionTokenFor } from './testing/http-client.ts';
import { walletToken } from './testing/wallet-steps.ts';

type Endpoints = typeof endpoints;
type InputOf<K extends EndpointId> = EndpointInput<Endpoints[K]['request']>;

interface Context {
  client: ApiClient;
  state: DevState;
  /** Makes the client carry this session token (and this wallet token on wallet paths). */
  as(session: string | null, wallet?: string | null): void;
  session(email: string): Promise<string>;
  firstFactor(email: string): Promise<string>;
  /** A broker's password login answers a redirect to the broker's page, which issues this session. */
  brokerSession(): Promise<string>;
}

type Cases = { [K in EndpointId]: (context: Context) => Promise<InputOf<K>> | InputOf<K> };

const MORGAN_WALLET = '0x5cbdd86a2fa8dc4bddd8a8f69dba48572eec07fb';
const UNA_KEY = '5'.repeat(64);

const cases: Cases = {
  accessCodeLogin: () => ({ body: { email: 'sid.signer@example.com', accessCode: 'SIGN-4821-KX' } }),
  accountAccess: async (c) => {
    c.as(await c.session('morgan.wallets@example.com'));
    return { query: { principal: MORGAN_WALLET } };
  },
  answerSecurityQuestion: async (c) => {
    const loginUuid = await c.firstFactor('quinn.questions@example.com');
    return { body: { loginUuid, answers: [{ securityQuestionUuid: 'q-quinn-3', answer: 'Volvo' }] } };
  },
  attachWallet: async (c) => {
    const session = await c.session('una.unattached@example.com');
    const wallet = walletToken(UNA_KEY).token;
    c.as(session, wallet);
    const headers = { 'X-Identity-Token': session };
    const { hexEncodedNonce } = await walletNonce.call(c.client, { headers });
    return {
      query: {
        signedNonceHex: signHexMessage(hexEncodedNonce, UNA_KEY),
        defaultWallet: false,
        walletName: 'Una',
      },
      headers,
    };
  },
  brokerFigureInfo: async (c) => {
    c.as(await c.brokerSession());
    return { params: { audience: 'agent' }, headers: { 'X-Auth0-Application-Name': 'sign-in' } };
  },
  brokerLogin: () => ({
    params: { audience: 'agent' },
    query: { externalStateNonce: 'nonce-0123456789abcdef', telemetryTrackingId: 'tracker-1' },
    headers: { 'X-Auth0-Application-Name': 'sign-in', 'X-Org': 'KEYSTONE_WHOLESALE' },
  }),
  brokerLogout: async (c) => {
    c.as(await c.brokerSession());
    return { params: { audience: 'agent' } };
  },
  changePassword: async (c) => {
    c.as(await c.session('eli.expired@example.com'));
    return { body: { newPassword: 'Granite-Lantern-Harbor-77' } };
  },
  createBrokerInvite: () => ({ body: { borrowerIdentityUuid: 'identity-uninvited-borrower' } }),
  createHostedAccount: async (c) => {
    c.as(await c.session('pat.customer@example.com'));
    return { body: { name: 'Hosted', default: false } };
  },
  createShortLink: async (c) => {
    c.as(await c.session('pat.customer@example.com'));
    return { body: { url: 'http://127.0.0.1:3000/auth/login?walletconnect=true' } };
  },
  createTelemetrySession: () => ({
    params: { context: 'customer' },
    body: {
      platform: 'WEB',
      libVersion: '2.2.24',
      referrer: '',
      queryParams: {},
      screenWidth: 1280,
      screenHeight: 800,
      windowWidth: 1280,
      windowHeight: 720,
      sessionKey: 'contract-session',
      appVersion: 'test',
    },
  }),
  createWallet: async (c) => {
    c.as(await c.session('pat.customer@example.com'));
    return { body: { walletName: 'Savings', defaultWallet: false } };
  },
  experimentDecision: () => ({
    params: { context: 'customer' },
    body: { experimentKey: 'sign-in-customer', optimizeUser: { trackerId: 'tracker-1' } },
  }),
  featureFlag: () => ({ params: { context: 'customer', flag: 'partner-register-auto-checks' } }),
  getBanners: () => ({ params: { variant: 'production' } }),
  getCreatorPassport: async (c) => {
    c.as(await c.session('morgan.wallets@example.com'));
    return {};
  },
  getCreatorPassportStatus: async (c) => {
    c.as(await c.session('morgan.wallets@example.com'));
    return {};
  },
  getIdentity: async (c) => {
    c.as(await c.session('morgan.wallets@example.com'));
    return {};
  },
  getPassport: async (c) => {
    c.as(await c.session('passport.valid@example.com'));
    return {};
  },
  getPassportStatus: async (c) => {
    c.as(await c.session('passport.denied@example.com'));
    return {};
  },
  listAccounts: async (c) => {
    c.as(await c.session('morgan.wallets@example.com'));
    return {};
  },
  login: (c) => ({
    body: { email: 'pat.customer@example.com', password: 'Correct-Horse-Battery-42' },
    headers: { 'X-Recaptcha-Token': c.state.recaptcha.issue() },
  }),
  loginRedirect: () => ({
    query: { externalStateNonce: 'nonce-0123456789abcdef' },
    body: {
      applicationName: 'sign-in',
      redirectPath: '/auth/wallet/create-wallet',
      mode: 'login',
      orgCode: 'KEYSTONE',
    },
  }),
  logout: async (c) => {
    c.as(await c.session('pat.customer@example.com'));
    return { body: { applicationName: 'sign-in' } };
  },
  passwordStatus: async (c) => {
    c.as(await c.session('eli.expired@example.com'));
    return {};
  },
  provenanceConversionTicket: async (c) => {
    c.as(await c.session('morgan.wallets@example.com'));
    return { params: { walletAddress: '0xtype000000000000000000000000000000000004' } };
  },
  redeemToken: async (c) => {
    const { uuid } = await sendToken.call(c.client, { body: { email: 'pat.customer@example.com' } });
    const [message] = c.state.outbox.list('pat.customer@example.com');
    return { body: { loginUuid: uuid, token: message!.code! } };
  },
  redeemTwoFactorCode: async (c) => {
    const loginUuid = await c.firstFactor('erin.email@example.com');
    await endpoints.sendTwoFactorCode.call(c.client, { body: { loginUuid, alias: 'alias-erin-email' } });
    const [message] = c.state.outbox.list('erin.email@example.com');
    return { body: { loginUuid, token: message!.code! } };
  },
  register: () => ({ body: { email: 'contract.new@example.com' } }),
  registrationVerification: () => ({ query: { identityUuid: 'identity-invited-borrower' } }),
  retrieveSecurityQuestions: async (c) => ({
    body: { loginUuid: await c.firstFactor('quinn.questions@example.com') },
  }),
  selectAccount: async (c) => {
    c.as(await c.session('morgan.wallets@example.com'));
    return { body: { walletAddress: '0xorg000000000000000000000000000000000002' } };
  },
  sendContinueAppEmail: () => ({ body: { email: 'pat.customer@example.com' } }),
  sendTelemetryEvent: async (c) => {
    const session = cases.createTelemetrySession(c) as InputOf<'createTelemetrySession'>;
    await createTelemetrySession.call(c.client, session);
    return {
      params: { context: 'customer' },
      body: {
        domain: '127.0.0.1',
        queryParams: {},
        pagePath: '/auth/login',
        event: 'PAGE_VIEW',
        sessionKey: 'contract-session',
        eventType: 'PAGE',
        eventProperties: { label: 'own' },
      },
    };
  },
  sendToken: () => ({ body: { email: 'pat.customer@example.com' } }),
  sendTwoFactorCode: async (c) => ({
    body: { loginUuid: await c.firstFactor('sam.sms@example.com'), alias: 'alias-sam-phone' },
  }),
  sessionCheck: async (c) => {
    c.as(await c.session('pat.customer@example.com'));
    return { query: { applicationName: 'sign-in' } };
  },
  storeBorrowerQueryParams: async (c) => {
    c.as(await c.session('pat.customer@example.com'));
    return { body: { queryParams: { utm_source: 'partner' } } };
  },
  verifyTotp: async (c) => ({
    body: {
      loginUuid: await c.firstFactor('tara.totp@example.com'),
      code: currentTotp('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', Date.now),
    },
  }),
  walletJwt: async (c) => {
    c.as(await c.session('morgan.wallets@example.com'));
    return { query: { walletAddress: MORGAN_WALLET } };
  },
  walletNonce: async (c) => {
    const session = await c.session('una.unattached@example.com');
    c.as(session, walletToken(UNA_KEY).token);
    return { headers: { 'X-Identity-Token': session } };
  },
  walletToken: async (c) => {
    c.as(await c.session('morgan.wallets@example.com'));
    return { body: { walletAddress: MORGAN_WALLET } };
  },
};

const seed = loadSeed(DEFAULT_SEED_FILE);

describe('the contract, through the front end’s client against the dev API', () => {
  let context: Context;
  let stop: () => void;
  let base = '';

  beforeAll(async () => {
    const { server, state } = await createDevApiApp({
      seed,
      allowedOrigins: ['http://127.0.0.1:3000'],
      publicOrigin: 'http://127.0.0.1:4000',
      devRoutes: true,
    });
    let session: string | null = null;
    let wallet: string | null = null;
    const client = createApiClient({
      baseUrl: () => base,
      getSessionToken: () => session,
      getWalletToken: () => wallet,
      onNewToken: () => undefined,
      onUnauthenticated: () => undefined,
    });
    const loginAs = (email: string) =>
      login.call(client, {
        body: { email, password: 'Correct-Horse-Battery-42' },
        headers: { 'X-Recaptcha-Token': state.recaptcha.issue() },
      });
    context = {
      client,
      state,
      as: (nextSession, nextWallet = null) => {
        session = nextSession;
        wallet = nextWallet;
      },
      session: async (email) => (await loginAs(email)).jwt!,
      firstFactor: async (email) => (await loginAs(email)).twoFactorOptions!.loginUuid,
      brokerSession: () =>
        sessionTokenFor(state, { sub: 'identity-broker-agent', email: 'bo.broker@example.com' }),
    };
    await new Promise<void>((started) => {
      void withListening(server, (url) => {
        base = url;
        started();
        return new Promise<void>((resolve) => (stop = resolve));
      });
    });
  });

  afterAll(() => stop());
  beforeEach(async () => {
    context.as(null);
    await context.state.reset();
  });

  it.each(Object.keys(endpoints) as EndpointId[])('%s', async (id) => {
    const endpoint = endpoints[id];
    const makeInput = cases[id] as (c: Context) => Promise<unknown>;
    const input = await makeInput(context);
    // send() refuses input that breaks the declaration before sending, and an answer
    // that breaks it after; the server refuses a bad request with 400 in between.
    const send = (i: unknown) =>
      (endpoint as { send(c: ApiClient, i: unknown): Promise<{ data: unknown }> }).send(context.client, i);
    const { data } = await send(input);
    expect(v.safeParse(endpoint.response, data).issues).toBeUndefined();
  });

  it('serves the contract it implements at /openapi.json', async () => {
    const served: unknown = await (await fetch(`${base}/openapi.json`)).json();
    expect(served).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });
});
