/** @jest-environment node */
import * as v from 'valibot';
import {
  addressFromPublicKey,
  publicKeyHex,
  signHexMessage,
  verifyHexSignature,
} from '@lender/shared/stand-ins';
import { walletJwt } from '@lender/shared/endpoints/identity';
import {
  accountAccess,
  createHostedAccount,
  createWallet,
  listAccounts,
  walletTypes,
} from '@lender/shared/endpoints/wallet';
import { withDevApi, type ApiClient } from '../../testing/http-client.ts';
import {
  PRINCIPAL_NOT_AUTHORIZED,
  PROVENANCE_WALLET_MUST_CONVERT,
  WALLET_NOT_AUTHORIZED,
  WALLET_NOT_VERIFIED,
} from './wallet-domain.ts';

const MORGAN_WALLET = '0x5cbdd86a2fa8dc4bddd8a8f69dba48572eec07fb';
const REYES_LLC = '0xorg000000000000000000000000000000000001';

async function session(client: ApiClient, email: string) {
  const body = (await client.login(email)).body;
  return String(body.jwt);
}

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

describe('wallet service', () => {
  it('lists accounts with authorized wallets of every type and authorization type', async () => {
    await withDevApi(async (client) => {
      const jwt = await session(client, 'morgan.wallets@example.com');
      const answer = await client.call(
        'GET',
        '/service-wallet/secure/api/v4/account',
        undefined,
        client.bearer(jwt),
      );
      const accounts = v.parse(listAccounts.response, answer.body);
      const wallets = accounts.flatMap((a) => a.authorizedWallets);
      expect(new Set(wallets.map((w) => w.type))).toEqual(new Set(walletTypes));
      expect(new Set(wallets.map((w) => w.authorizationType))).toEqual(
        new Set(['Owner', 'RBAC', 'Shared', 'Group']),
      );
      expect(new Set(wallets.map((w) => w.verified))).toEqual(new Set([true, false]));
      const llc = accounts.find((a) => a.address === REYES_LLC)!;
      expect(llc.authorizedWallets[0]).toMatchObject({
        address: MORGAN_WALLET,
        representedGroupPolicy: REYES_LLC,
      });
    });
  });

  it('needs a session: no token is 401, a logged-out token is 403 "Unauthenticated"', async () => {
    await withDevApi(async (client) => {
      expect((await client.call('GET', '/service-wallet/secure/api/v4/account')).status).toBe(401);
      const jwt = await session(client, 'pat.customer@example.com');
      await client.call(
        'POST',
        '/identity/secure/api/v1/logout',
        { applicationName: 'sign-in' },
        client.bearer(jwt),
      );
      const after = await client.call(
        'GET',
        '/service-wallet/secure/api/v4/account',
        undefined,
        client.bearer(jwt),
      );
      expect(after).toMatchObject({ status: 403, body: { message: 'Unauthenticated' } });
    });
  });

  it('gives a token acting as a wallet, through an organization when asked, and refuses a wallet that is not the identity’s', async () => {
    await withDevApi(async (client) => {
      const jwt = await session(client, 'morgan.wallets@example.com');
      const asLlc = await client.call(
        'GET',
        `/identity/secure/api/v3/identity/wallet-jwt?walletAddress=${MORGAN_WALLET}&groupPolicyAddress=${REYES_LLC}`,
        undefined,
        client.bearer(jwt),
      );
      const token = v.parse(walletJwt.response, asLlc.body).jwt;
      expect(claimsOf(token)).toMatchObject({ addr: MORGAN_WALLET, grp: REYES_LLC });
      const identity = await client.call(
        'GET',
        '/identity/secure/api/v1/identity',
        undefined,
        client.bearer(token),
      );
      expect([identity.headers.get('x-addr'), identity.headers.get('x-grp')]).toEqual([
        MORGAN_WALLET,
        REYES_LLC,
      ]);

      const patsWallet = '0x19e7e376e7c213b7e7e7e46cc70a5dd086daff2a';
      const refused = await client.call(
        'GET',
        `/identity/secure/api/v3/identity/wallet-jwt?walletAddress=${patsWallet}`,
        undefined,
        client.bearer(jwt),
      );
      expect(refused).toMatchObject({ status: 403, body: { errors: [{ message: WALLET_NOT_AUTHORIZED }] } });
      const token2 = await client.call(
        'POST',
        '/service-wallet/secure/api/v1/wallet/token',
        { walletAddress: MORGAN_WALLET },
        client.bearer(jwt),
      );
      expect(claimsOf(String(token2.body.jwt))).toMatchObject({ addr: MORGAN_WALLET });
    });
  });

  it('answers account access for a principal, and refuses a principal that is not the identity’s', async () => {
    await withDevApi(async (client) => {
      const jwt = await session(client, 'morgan.wallets@example.com');
      const access = await client.call(
        'GET',
        `/service-wallet/secure/api/v1/account/access?principal=${MORGAN_WALLET}`,
        undefined,
        client.bearer(jwt),
      );
      const body = v.parse(accountAccess.response, access.body);
      expect(body.principal).toBe(MORGAN_WALLET);
      expect(body.accountAddresses).toEqual([
        MORGAN_WALLET,
        REYES_LLC,
        '0xorg000000000000000000000000000000000002',
        '0xorg000000000000000000000000000000000003',
      ]);
      const refused = await client.call(
        'GET',
        '/service-wallet/secure/api/v1/account/access?principal=0xnobody',
        undefined,
        client.bearer(jwt),
      );
      expect(refused).toMatchObject({
        status: 403,
        body: { errors: [{ message: PRINCIPAL_NOT_AUTHORIZED }] },
      });
    });
  });

  it('keeps the key of a hosted account it creates, so its hosted wallet can sign for it', async () => {
    await withDevApi(async (client, state) => {
      const jwt = await session(client, 'pat.customer@example.com');
      const hosted = await client.call(
        'POST',
        '/service-wallet/secure/api/v1/account/hosted',
        { name: 'Pat Hosted', default: false },
        client.bearer(jwt),
      );
      const { address } = v.parse(createHostedAccount.response, hosted.body);
      const privateKey = state.wallets.providerKeyOf(address);
      expect(privateKey).toMatch(/^[0-9a-f]{64}$/);
      // The key is the account's: its address derives from it, and what it signs verifies.
      expect(addressFromPublicKey(publicKeyHex(privateKey!))).toBe(address);
      const signature = signHexMessage('c0ffee', privateKey!);
      expect(verifyHexSignature('c0ffee', signature, state.wallets.publicKeyOf(address)!)).toBe(true);
    });
  });

  it('creates a hosted account and a wallet, which then appear in the list; the default one is selected', async () => {
    await withDevApi(async (client) => {
      const jwt = await session(client, 'pat.customer@example.com');
      const hosted = await client.call(
        'POST',
        '/service-wallet/secure/api/v1/account/hosted',
        { name: ' Pat Hosted ', default: true },
        client.bearer(jwt),
      );
      const { address: hostedAddress } = v.parse(createHostedAccount.response, hosted.body);
      const created = await client.call(
        'POST',
        '/service-wallet/secure/api/v1/wallet',
        { walletName: 'Savings', defaultWallet: false },
        client.bearer(jwt),
      );
      const { address: walletAddress } = v.parse(createWallet.response, created.body);
      const list = v.parse(
        listAccounts.response,
        (await client.call('GET', '/service-wallet/secure/api/v4/account', undefined, client.bearer(jwt)))
          .body,
      );
      expect(list.map((a) => [a.name, a.address])).toEqual([
        ['Pat Customer', '0x19e7e376e7c213b7e7e7e46cc70a5dd086daff2a'],
        ['Pat Hosted', hostedAddress],
        ['Savings', walletAddress],
      ]);
      const identity = await client.call(
        'GET',
        '/identity/secure/api/v1/identity',
        undefined,
        client.bearer(jwt),
      );
      expect(identity.headers.get('x-addr')).toBe(hostedAddress);
    });
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    await withDevApi(async (client) => {
      const jwt = await session(client, 'pat.customer@example.com');
      const bad = await client.call(
        'POST',
        '/service-wallet/secure/api/v1/wallet',
        { walletName: '   ', defaultWallet: true },
        client.bearer(jwt),
      );
      expect(bad.status).toBe(400);
      expect((bad.body.errors as unknown[]).length).toBeGreaterThan(0);
      const list = await client.call(
        'GET',
        '/service-wallet/secure/api/v4/account',
        undefined,
        client.bearer(jwt),
      );
      expect(list.body).toHaveLength(1);
    });
  });

  it('selects an account the identity holds, and refuses one it does not', async () => {
    await withDevApi(async (client) => {
      const jwt = await session(client, 'morgan.wallets@example.com');
      const select = (walletAddress: string) =>
        client.call(
          'POST',
          '/service-wallet/secure/api/v1/account/select',
          { walletAddress },
          client.bearer(jwt),
        );
      expect((await select(REYES_LLC)).status).toBe(200);
      const identity = await client.call(
        'GET',
        '/identity/secure/api/v1/identity',
        undefined,
        client.bearer(jwt),
      );
      expect([identity.headers.get('x-addr'), identity.headers.get('x-grp')]).toEqual([
        MORGAN_WALLET,
        REYES_LLC,
      ]);
      expect(await select('0xnobody')).toMatchObject({
        status: 403,
        body: { errors: [{ message: WALLET_NOT_AUTHORIZED }] },
      });
    });
  });

  it.each([
    ['an unverified wallet', '0x7564105e977516c53be337314c7e53838967bdac', WALLET_NOT_VERIFIED],
    [
      'an organization whose acting wallet is unverified',
      '0xorg000000000000000000000000000000000003',
      WALLET_NOT_VERIFIED,
    ],
    ['a PROVENANCE wallet', '0xtype000000000000000000000000000000000004', PROVENANCE_WALLET_MUST_CONVERT],
  ])(
    'refuses to select %s with a 403 (the modal converts or verifies), selecting nothing',
    async (_, address, message) => {
      await withDevApi(async (client) => {
        const jwt = await session(client, 'morgan.wallets@example.com');
        const answer = await client.call(
          'POST',
          '/service-wallet/secure/api/v1/account/select',
          { walletAddress: address },
          client.bearer(jwt),
        );
        expect(answer).toMatchObject({ status: 403, body: { errors: [{ message }] } });
        const identity = await client.call(
          'GET',
          '/identity/secure/api/v1/identity',
          undefined,
          client.bearer(jwt),
        );
        expect(identity.headers.get('x-grp')).not.toBe(address);
        expect(identity.headers.get('x-addr')).not.toBe(address);
      });
    },
  );
});
