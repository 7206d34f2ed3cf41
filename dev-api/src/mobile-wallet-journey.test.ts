/**
 * A mobile wallet attached for real: the product's mobile adapter
 * (`@lender/shared/wallet`, the real sign-client) and the test mobile wallet pair
 * through the local relay; the wallet signs the wallet token the product asks for and
 * the nonce this dev API hands out, and the attach is accepted (the same secp256k1
 * checks as any wallet's).
 */
import type { AddressInfo } from 'node:net';
import { createMobileWalletAdapter } from '@lender/shared/stand-ins';
import { nodeSignClientSettings } from '@lender/test-wallets/relay/node-sign-client';
import { createRelayServer } from '@lender/test-wallets/relay/server';
import { createTestMobileWallet } from '@lender/test-wallets/mobile-wallet/test-mobile-wallet';
import { withDevApi } from './testing/http-client.ts';

const UNATTACHED_KEY = '5'.repeat(64); // una.unattached@example.com's wallet, attached to nobody

it('pairs a mobile wallet, which signs its token and the nonce, and the wallet is attached', async () => {
  const relay = createRelayServer();
  await new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve));
  const relayUrl = `ws://127.0.0.1:${(relay.server.address() as AddressInfo).port}`;
  const wallet = await createTestMobileWallet({ relayUrl, privateKey: UNATTACHED_KEY });
  const adapter = createMobileWalletAdapter({
    signClient: nodeSignClientSettings({ relayUrl, name: 'Keystone Home Lending', logger: 'silent' }),
    environment: 'test',
  });
  adapter.subscribe?.((event) => void (event.type === 'pairing-uri' && wallet.pair(event.uri)));
  try {
    await withDevApi(async (client) => {
      const connection = await adapter.connect({});
      expect(connection.address).toBe(wallet.address);
      const walletJwt = await adapter.signJWT({});

      const { jwt: sessionJwt } = (await client.login('una.unattached@example.com')).body as { jwt: string };
      const headers = { ...client.bearer(walletJwt), 'X-Identity-Token': sessionJwt };
      const nonceAnswer = await client.call('GET', '/identity/api/v3/wallet/nonce', undefined, headers);
      expect(nonceAnswer.status).toBe(200);
      const { hexEncodedNonce } = nonceAnswer.body as { hexEncodedNonce: string };
      const signedNonceHex = await adapter.signHexMessage(hexEncodedNonce);
      const query = new URLSearchParams({ signedNonceHex, defaultWallet: 'false', walletName: 'Mobile' });
      const attached = await client.call(
        'POST',
        `/identity/api/v3/wallet/attach?${query}`,
        undefined,
        headers,
      );
      expect(attached).toMatchObject({ status: 200, body: { jwt: expect.any(String) as unknown } });
    });
  } finally {
    await adapter.close();
    await wallet.close();
    await relay.close();
  }
}, 20_000);
