/**
 * A mobile wallet attached for real: the product's side of a WalletConnect session
 * and the test mobile wallet pair through the local relay; the wallet signs the
 * wallet token the product builds and the nonce this dev API hands out, and the
 * attach is accepted (the same secp256k1 checks as any wallet's).
 */
import type { AddressInfo } from 'node:net';
import { buildSignedTokenPayload } from '@lender/shared/crypto';
import { createRelayServer } from '@lender/test-wallets/relay/server';
import { createTestMobileWallet } from '@lender/test-wallets/mobile-wallet/test-mobile-wallet';
import { createTestProduct } from '@lender/test-wallets/mobile-wallet/test-product';
import { withDevApi } from './testing/http-client.ts';

const UNATTACHED_KEY = '5'.repeat(64); // una.unattached@example.com's wallet, attached to nobody

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hexOf = (text: string) => Buffer.from(text, 'utf8').toString('hex');

it('pairs a mobile wallet, which signs its token and the nonce, and the wallet is attached', async () => {
  const relay = createRelayServer();
  await new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve));
  const relayUrl = `ws://127.0.0.1:${(relay.server.address() as AddressInfo).port}`;
  const product = await createTestProduct(relayUrl);
  const wallet = await createTestMobileWallet({ relayUrl, privateKey: UNATTACHED_KEY });
  try {
    await withDevApi(async (client) => {
      const session = await product.connect(wallet.pair);

      // The wallet's own token: the product builds the payload, the wallet signs header.payload.
      const payload = buildSignedTokenPayload({
        address: wallet.address,
        subject: wallet.publicKey,
        issuer: 'test-mobile-wallet',
        now: Date.now(),
      });
      const signingInput = `${base64url({ alg: 'ES256K', typ: 'JWT' })}.${base64url(payload)}`;
      const signature = await product.sign(session.topic, wallet.address, hexOf(signingInput));
      const walletJwt = `${signingInput}.${Buffer.from(signature, 'hex').toString('base64url')}`;

      const { jwt: sessionJwt } = (await client.login('una.unattached@example.com')).body as { jwt: string };
      const headers = { ...client.bearer(walletJwt), 'X-Identity-Token': sessionJwt };
      const nonceAnswer = await client.call('GET', '/identity/api/v3/wallet/nonce', undefined, headers);
      expect(nonceAnswer.status).toBe(200);
      const { hexEncodedNonce } = nonceAnswer.body as { hexEncodedNonce: string };
      const signedNonceHex = await product.sign(session.topic, wallet.address, hexEncodedNonce);
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
    await product.close();
    await wallet.close();
    await relay.close();
  }
});
