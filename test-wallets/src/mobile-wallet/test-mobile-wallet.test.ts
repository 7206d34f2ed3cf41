/**
 * The test mobile wallet with the product's side of a mobile connection, through the
 * local relay (the dev API's attach with it: dev-api/src/mobile-wallet-journey.test.ts).
 */
import type { AddressInfo } from 'node:net';
import { verifyHexSignature } from '@lender/shared/crypto';
import { createRelayServer, type RelayServer } from '../relay/server.ts';
import { PROVENANCE_NAMESPACE, TEST_CHAIN } from './protocol.ts';
import { createTestMobileWallet, USER_REJECTED } from './test-mobile-wallet.ts';
import { createTestProduct } from './test-product.ts';

const KEY = '5'.repeat(64);

let relay: RelayServer;
let relayUrl: string;
const closers: (() => Promise<void>)[] = [];

beforeEach(async () => {
  relay = createRelayServer();
  await new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve));
  relayUrl = `ws://127.0.0.1:${(relay.server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  await relay.close();
});

async function pairedWith(decide?: () => boolean) {
  const product = await createTestProduct(relayUrl);
  const wallet = await createTestMobileWallet({ relayUrl, privateKey: KEY, decide });
  closers.push(product.close, wallet.close);
  const session = await product.connect(wallet.pair);
  return { product, wallet, session };
}

it('approves with its account and public key, and signs what it is asked with its key', async () => {
  const { product, wallet, session } = await pairedWith();
  expect(session.namespaces[PROVENANCE_NAMESPACE]?.accounts).toEqual([
    `provenance:${TEST_CHAIN}:${wallet.address}`,
  ]);
  expect(session.sessionProperties).toMatchObject({ publicKey: wallet.publicKey });
  const signature = await product.sign(session.topic, wallet.address, 'c0ffee');
  expect(signature).toMatch(/^[0-9a-f]{128}$/);
  expect(verifyHexSignature('c0ffee', signature, wallet.publicKey)).toBe(true);
});

it('answers a rejected request with the wallet’s refusal, and a wallet-side disconnect reaches the product', async () => {
  const { product, wallet, session } = await pairedWith(() => false);
  await expect(product.sign(session.topic, wallet.address, 'c0ffee')).rejects.toMatchObject({
    message: USER_REJECTED.message,
  });
  const ended = new Promise<void>((resolve) => product.client.on('session_delete', () => resolve()));
  await wallet.disconnectAll();
  await ended;
});
