/**
 * @jest-environment node
 *
 * Who may act as which wallet, through HTTP as an attacker would try it (issue 26, items
 * 1-4): a signed-in person with a key made on the spot asks for another person's group; a
 * token minted outside the rules reads a passport; wallets a person may not act as are
 * refused by every call that mints a token; the wallet-token faults and the limits.
 */
import * as v from 'valibot';
import {
  addressFromPublicKey,
  generateKeyPair,
  publicKeyHex,
  signHexMessage,
  signJwtES256K,
} from '@lender/shared/stand-ins';
import { ATTACHED_ELSEWHERE_MESSAGE, attachWallet, login } from '@lender/shared/endpoints/identity';
import { listAccounts } from '@lender/shared/endpoints/wallet';
import { TOO_MANY_REQUESTS } from '../../security/rate-limit.ts';
import { WALLET_TOKEN_EXPIRED, WALLET_TOKEN_INVALID } from '../../security/wallet-tokens.ts';
import type { DevState } from '../../state/dev-state.ts';
import { sessionTokenFor, withDevApi, type ApiClient } from '../../testing/http-client.ts';
import { nonceAnswer, signAndAttach, walletCallHeaders, walletToken } from '../../testing/wallet-steps.ts';
import {
  PROVENANCE_WALLET_MUST_CONVERT,
  WALLET_NOT_AUTHORIZED,
  WALLET_NOT_VERIFIED,
  WALLET_TYPE_UNSUPPORTED,
} from './acting-replies.ts';
import { WALLET_CAPS } from './wallet-caps.ts';

const MORGAN_KEY = '3'.repeat(64);
const UNA_KEY = '5'.repeat(64); // una.unattached@example.com's wallet, attached to nobody
const MORGAN_WALLET = '0x5cbdd86a2fa8dc4bddd8a8f69dba48572eec07fb';
const MORGAN_UNVERIFIED = '0x7564105e977516c53be337314c7e53838967bdac';
const REYES_LLC = '0xorg000000000000000000000000000000000001';
const REYES_TRUST = '0xorg000000000000000000000000000000000002';
const PAT_WALLET = '0x19e7e376e7c213b7e7e7e46cc70a5dd086daff2a';
const PASSPORT_VALID_WALLET = '0x1313a85d1c0b83f5ac4f1e6861ebb957b720faf8';
const typeWallet = (n: number) => `0xtype00000000000000000000000000000000000${n}`;
const GATEWAY = '/service-universal-passport/identity/secure/api/v1/gateway';

const sessionOf = async (client: ApiClient, email: string) =>
  v.parse(login.response, (await client.login(email)).body).jwt!;

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

const accountsOf = async (client: ApiClient, jwt: string) =>
  v.parse(
    listAccounts.response,
    (await client.call('GET', '/service-wallet/secure/api/v4/account', undefined, client.bearer(jwt))).body,
  );

describe('item 1: attach mints `grp` only from the identity’s accounts', () => {
  it.each([
    ["another person's trust", REYES_TRUST],
    ["another person's wallet", PAT_WALLET],
    ["a passport holder's wallet", PASSPORT_VALID_WALLET],
  ])('a key made on the spot asking for %s is refused with 403, and nothing changes', async (_, group) => {
    await withDevApi(async (client, state) => {
      const una = await sessionOf(client, 'una.unattached@example.com');
      const { privateKey } = generateKeyPair();
      const wallet = walletToken(privateKey, { grp: group });
      const before = await accountsOf(client, una);
      const answer = (await signAndAttach(client, una, privateKey, { wallet })).answer;
      expect(answer).toMatchObject({ status: 403, body: { errors: [{ message: WALLET_NOT_AUTHORIZED }] } });
      expect(await accountsOf(client, una)).toEqual(before);
      expect(state.wallets.attachedTo(wallet.address)).toBeUndefined();
    });
  });

  it('a group the accounts let the wallet act for is granted, and the token reads that account’s passport', async () => {
    await withDevApi(async (client) => {
      const morgan = await sessionOf(client, 'morgan.wallets@example.com');
      const wallet = walletToken(MORGAN_KEY, { grp: REYES_LLC });
      const answer = (await signAndAttach(client, morgan, MORGAN_KEY, { wallet })).answer;
      expect(answer.status).toBe(200);
      const jwt = v.parse(attachWallet.response, answer.body).jwt;
      expect(claimsOf(jwt)).toMatchObject({ addr: MORGAN_WALLET, grp: REYES_LLC });
      const passport = await client.call('GET', `${GATEWAY}/passport`, undefined, client.bearer(jwt));
      expect(passport.body.passportUuid).toBe('passport-reyes-holdings');
    });
  });

  it('a new wallet without a group gets an account of its own, as before', async () => {
    await withDevApi(async (client) => {
      const una = await sessionOf(client, 'una.unattached@example.com');
      const { privateKey } = generateKeyPair();
      const wallet = walletToken(privateKey);
      const answer = (
        await signAndAttach(client, una, privateKey, { wallet, query: { walletName: ' Phone ' } })
      ).answer;
      expect(answer.status).toBe(200);
      expect(claimsOf(String(answer.body.jwt))).not.toHaveProperty('grp');
      expect((await accountsOf(client, una)).map((a) => a.name)).toContain('Phone');
    });
  });
});

describe("item 1, the second line: a token's addr and grp must be its identity's", () => {
  const forgedClaims = [
    ["another person's trust", { addr: '0x000000000000000000000000000000000000dead', grp: REYES_TRUST }],
    ["another person's wallet", { addr: PAT_WALLET }],
    ["a passport holder's wallet", { addr: PASSPORT_VALID_WALLET }],
  ] as const;

  it.each(forgedClaims)('the gateway refuses a token acting as %s with 403', async (_, claims) => {
    await withDevApi(async (client, state) => {
      const token = await sessionTokenFor(state, { sub: 'identity-unattached-wallet', ...claims });
      for (const path of ['passport', 'passport-status', 'creator/passport', 'creator/passport-status']) {
        const answer = await client.call('GET', `${GATEWAY}/${path}`, undefined, client.bearer(token));
        expect(answer).toMatchObject({ status: 403, body: { errors: [{ message: WALLET_NOT_AUTHORIZED }] } });
      }
    });
  });

  it.each(forgedClaims)(
    'the identity and figureinfo name no wallet for a token acting as %s',
    async (_, claims) => {
      await withDevApi(async (client, state) => {
        const token = await sessionTokenFor(state, { sub: 'identity-unattached-wallet', ...claims });
        const identity = await client.call(
          'GET',
          '/identity/secure/api/v1/identity',
          undefined,
          client.bearer(token),
        );
        expect(identity.status).toBe(200);
        expect([identity.headers.get('x-addr'), identity.headers.get('x-grp')]).toEqual([null, null]);
        const broker = await client.call(
          'GET',
          '/identity-broker/customer/secure/api/v3/self/figureinfo',
          undefined,
          { ...client.bearer(token), 'X-Auth0-Application-Name': 'sign-in' },
        );
        expect(broker.status).toBe(200);
        expect(broker.body).not.toHaveProperty('wallet');
      });
    },
  );
});

/** The calls that mint a token acting as a wallet, or select it: each refuses what the acting rule refuses. */
const mintingCalls = (wallet: string) =>
  [
    ['GET', `/identity/secure/api/v3/identity/wallet-jwt?walletAddress=${wallet}`, undefined],
    ['POST', '/service-wallet/secure/api/v1/wallet/token', { walletAddress: wallet }],
    ['POST', '/service-wallet/secure/api/v1/account/select', { walletAddress: wallet }],
  ] as const;

describe('item 2: one rule for the wallets a person may act as', () => {
  const refused = [
    ['an unverified wallet', 'morgan.wallets@example.com', MORGAN_UNVERIFIED, WALLET_NOT_VERIFIED],
    ['a verified SUBSCRIBE wallet', 'morgan.wallets@example.com', typeWallet(6), WALLET_TYPE_UNSUPPORTED],
    ['an UNKNOWN wallet', 'morgan.wallets@example.com', typeWallet(7), WALLET_TYPE_UNSUPPORTED],
    [
      'a verified PROVENANCE wallet',
      'morgan.wallets@example.com',
      typeWallet(4),
      PROVENANCE_WALLET_MUST_CONVERT,
    ],
    [
      'a wallet listed unverified for them and attached to another identity',
      'ada.attachedelsewhere@example.com',
      PAT_WALLET,
      WALLET_NOT_VERIFIED,
    ],
    ["another person's wallet", 'morgan.wallets@example.com', PAT_WALLET, WALLET_NOT_AUTHORIZED],
  ] as const;

  it.each(refused)(
    'wallet-jwt, wallet/token and account/select refuse %s with 403',
    async (_, email, wallet, message) => {
      await withDevApi(async (client, state) => {
        const jwt = await sessionOf(client, email);
        const expected = { status: 403, body: { errors: [{ message }] } };
        for (const [method, path, body] of mintingCalls(wallet))
          expect(await client.call(method, path, body, client.bearer(jwt))).toMatchObject(expected);
        expect(
          state.wallets.selectedBy(
            `identity-${email.startsWith('ada') ? 'wallet-attached-elsewhere' : 'wallet-holder'}`,
          ),
        ).toBeUndefined();
      });
    },
  );

  it('a wallet listed as verified for them but attached to another identity is refused by every minting call', async () => {
    await withDevApi(async (client, state) => {
      const ada = 'identity-wallet-attached-elsewhere';
      state.wallets.accountsOf(ada)[0]!.authorizedWallets[0]!.verified = true;
      const jwt = await sessionOf(client, 'ada.attachedelsewhere@example.com');
      const expected = { status: 403, body: { errors: [{ message: ATTACHED_ELSEWHERE_MESSAGE }] } };
      for (const [method, path, body] of mintingCalls(PAT_WALLET))
        expect(await client.call(method, path, body, client.bearer(jwt))).toMatchObject(expected);
      expect(state.wallets.selectedBy(ada)).toBeUndefined();
    });
  });

  it('a session with no wallet claim acts only as a wallet it may: none for a person with none', async () => {
    await withDevApi(async (client) => {
      const ada = await sessionOf(client, 'ada.attachedelsewhere@example.com');
      const identity = await client.call(
        'GET',
        '/identity/secure/api/v1/identity',
        undefined,
        client.bearer(ada),
      );
      expect(identity.headers.get('x-addr')).toBeNull();
      const passport = await client.call('GET', `${GATEWAY}/passport`, undefined, client.bearer(ada));
      expect(passport.status).toBe(404);
    });
  });
});

describe('item 2: the login token names the default wallet only when the rule lets it', () => {
  const TOMAS = 'identity-token-wallet-modal';
  const TOMAS_WALLET = '0xae72a48c1a36bd18af168541c53037965d26e4a8';
  const tomasWallet = (state: DevState) => state.wallets.accountsOf(TOMAS)[0]!.authorizedWallets[0]!;

  it.each<[string, (state: DevState) => void, string | undefined]>([
    ['verified and their own', () => {}, TOMAS_WALLET],
    ['unverified', (state) => void (tomasWallet(state).verified = false), undefined],
    ['of an unsupported type', (state) => void (tomasWallet(state).type = 'SUBSCRIBE'), undefined],
    [
      'attached to another identity',
      (state) => state.wallets.attach(TOMAS_WALLET, 'identity-plain-customer'),
      undefined,
    ],
  ])('a default wallet %s', async (_, change, addr) => {
    await withDevApi(async (client, state) => {
      change(state);
      expect(claimsOf(await sessionOf(client, 'tomas.tokenwallet@example.com')).addr).toBe(addr);
    });
  });
});

describe('item 3: wallet-token faults answer 400, and a token’s lifetime is bounded', () => {
  const nowS = () => Math.floor(Date.now() / 1000);
  it.each([
    ['not a JWT', () => 'not-a-jwt', WALLET_TOKEN_INVALID],
    [
      'with neither exp nor iat',
      () =>
        signJwtES256K(
          { addr: addressFromPublicKey(publicKeyHex(MORGAN_KEY)), sub: publicKeyHex(MORGAN_KEY) },
          MORGAN_KEY,
        ),
      WALLET_TOKEN_INVALID,
    ],
    [
      'whose 1440 s from iat are over',
      () => walletToken(MORGAN_KEY, { iat: nowS() - 1500, exp: undefined }).token,
      WALLET_TOKEN_EXPIRED,
    ],
    [
      'that claims a week',
      () => walletToken(MORGAN_KEY, { iat: nowS(), exp: nowS() + 7 * 24 * 3600 }).token,
      WALLET_TOKEN_INVALID,
    ],
  ])('a wallet token %s', async (_, token, message) => {
    await withDevApi(async (client) => {
      const morgan = await sessionOf(client, 'morgan.wallets@example.com');
      const headers = walletCallHeaders(client, token(), morgan);
      const nonce = await nonceAnswer(client, token(), morgan);
      expect(nonce).toMatchObject({ status: 400, body: { errors: [{ message }] } });
      const attach = await client.call(
        'POST',
        `/identity/api/v3/wallet/attach?signedNonceHex=abcd&defaultWallet=false`,
        undefined,
        headers,
      );
      expect(attach).toMatchObject({ status: 400, body: { errors: [{ message }] } });
    });
  });
});

describe('item 4: limits on names and on records per identity', () => {
  it.each([
    ['5,000 characters', 'W'.repeat(5000)],
    ['a control character', 'My\u0007 wallet'],
    ['a bidi override', '\u202Etxt.exe — wallet'],
  ])('attach refuses a walletName of %s with 400, attaching nothing', async (_, walletName) => {
    await withDevApi(async (client, state) => {
      const una = await sessionOf(client, 'una.unattached@example.com');
      const { privateKey } = generateKeyPair();
      const wallet = walletToken(privateKey);
      const answer = (await signAndAttach(client, una, privateKey, { wallet, query: { walletName } })).answer;
      expect(answer.status).toBe(400);
      expect(state.wallets.attachedTo(wallet.address)).toBeUndefined();
    });
  });

  it.each([
    ['/service-wallet/secure/api/v1/wallet', { walletName: 'Reyes\u2067 Holdings', defaultWallet: false }],
    ['/service-wallet/secure/api/v1/account/hosted', { name: '\u202Etxt.exe', default: false }],
  ])('%s refuses a name with a bidi control with 400', async (path, body) => {
    await withDevApi(async (client) => {
      const morgan = await sessionOf(client, 'morgan.wallets@example.com');
      const before = await accountsOf(client, morgan);
      expect((await client.call('POST', path, body, client.bearer(morgan))).status).toBe(400);
      expect(await accountsOf(client, morgan)).toEqual(before);
    });
  });

  it(`caps nonces at ${WALLET_CAPS.nonce.max} per identity in a nonce's lifetime, with Retry-After`, async () => {
    await withDevApi(async (client) => {
      const morgan = await sessionOf(client, 'morgan.wallets@example.com');
      const { token } = walletToken(MORGAN_KEY);
      for (let n = 0; n < WALLET_CAPS.nonce.max; n++)
        expect((await nonceAnswer(client, token, morgan)).status).toBe(200);
      const capped = await nonceAnswer(client, token, morgan);
      expect(capped).toMatchObject({ status: 429, body: { message: TOO_MANY_REQUESTS } });
      expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(0);
      // A persona reset to its seed starts afresh (test suites reset between journeys).
      await client.call('POST', '/__dev/reset', { email: 'morgan.wallets@example.com' });
      const fresh = await sessionOf(client, 'morgan.wallets@example.com');
      expect((await nonceAnswer(client, token, fresh)).status).toBe(200);
      // Another person is not held back by Morgan's count.
      const una = await sessionOf(client, 'una.unattached@example.com');
      expect((await nonceAnswer(client, walletToken(UNA_KEY).token, una)).status).toBe(200);
    });
  });

  it(`caps attaches at ${WALLET_CAPS.attach.max} an hour per identity, whatever their outcome`, async () => {
    await withDevApi(async (client) => {
      const una = await sessionOf(client, 'una.unattached@example.com');
      const { token } = walletToken(UNA_KEY);
      const attachWith = (signedNonceHex: string) =>
        client.call(
          'POST',
          `/identity/api/v3/wallet/attach?signedNonceHex=${signedNonceHex}&defaultWallet=false`,
          undefined,
          walletCallHeaders(client, token, una),
        );
      // Attempts with no nonce waiting still count: each is a try at a signature.
      for (let n = 0; n < WALLET_CAPS.attach.max; n++) expect((await attachWith('abcd')).status).toBe(400);
      const capped = await attachWith('abcd');
      expect(capped).toMatchObject({ status: 429, body: { message: TOO_MANY_REQUESTS } });
      expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(0);
      // Even the right signature of a fresh nonce waits.
      const nonce = String((await nonceAnswer(client, token, una)).body.hexEncodedNonce);
      expect((await attachWith(signHexMessage(nonce, UNA_KEY))).status).toBe(429);
    });
  });

  it(`caps new accounts at ${WALLET_CAPS.account.max} a day per identity, Create Wallet and hosted together`, async () => {
    await withDevApi(async (client) => {
      const morgan = await sessionOf(client, 'morgan.wallets@example.com');
      for (let n = 0; n < WALLET_CAPS.account.max; n++) {
        const [path, body] =
          n % 2
            ? ['/service-wallet/secure/api/v1/wallet', { walletName: `W${n}`, defaultWallet: false }]
            : ['/service-wallet/secure/api/v1/account/hosted', { name: `H${n}`, default: false }];
        expect((await client.call('POST', path, body, client.bearer(morgan))).status).toBe(200);
      }
      const capped = await client.call(
        'POST',
        '/service-wallet/secure/api/v1/wallet',
        { walletName: 'One more', defaultWallet: false },
        client.bearer(morgan),
      );
      expect(capped.status).toBe(429);
      expect((await accountsOf(client, morgan)).map((a) => a.name)).not.toContain('One more');
    });
  });
});
