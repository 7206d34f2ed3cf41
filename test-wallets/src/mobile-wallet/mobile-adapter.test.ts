/**
 * The product's mobile adapter (`@lender/shared/wallet`, the real sign-client) against
 * the test mobile wallet, through the local relay: the connection, every request, a
 * refusal in the wallet, a relay that cannot be reached and a wallet that ends the
 * session itself. (The dev API's attach with them: dev-api/src/mobile-wallet-journey.test.ts.)
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { verifyHexSignature, verifyJwtES256K } from '@lender/shared/stand-ins';
import {
  createMobileWalletAdapter,
  createWalletConnectionDriver,
  WALLET_ENDED_CONNECTION,
  WALLET_REQUEST_REJECTED,
  WALLET_UNREACHABLE,
  WalletRejectedError,
  WalletUnreachableError,
  type MobileWalletAdapter,
  type WalletAdapterEvent,
} from '@lender/shared/stand-ins';
import { nodeSignClientSettings } from '../relay/node-sign-client.ts';
import { createRelayServer, type RelayServer } from '../relay/server.ts';
import { holdTimersOf } from './held-timers.testing.ts';
import { createTestMobileWallet, SESSION_PROPOSAL, type WalletRequest } from './test-mobile-wallet.ts';

const KEY = '5'.repeat(64);
const GROUP = '0x00000000000000000000000000000000000000a1';

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

function adapterFor(url: string, relayTimeoutMs?: number): MobileWalletAdapter {
  const adapter = createMobileWalletAdapter({
    signClient: nodeSignClientSettings({ relayUrl: url, name: 'Keystone Home Lending', logger: 'silent' }),
    environment: 'test',
    relayTimeoutMs,
  });
  closers.push(adapter.close);
  return adapter;
}

async function walletThat(decide?: (request: WalletRequest) => boolean) {
  const wallet = await createTestMobileWallet({ relayUrl, privateKey: KEY, groups: [GROUP], decide });
  closers.push(wallet.close);
  return wallet;
}

/** An adapter whose pairing links go straight to the wallet, as a scan would. */
async function connected(decide?: (request: WalletRequest) => boolean) {
  const wallet = await walletThat(decide);
  const adapter = adapterFor(relayUrl);
  const events: WalletAdapterEvent[] = [];
  adapter.subscribe?.((event) => {
    events.push(event);
    if (event.type === 'pairing-uri') void wallet.pair(event.uri);
  });
  const connection = await adapter.connect({});
  return { wallet, adapter, connection, events };
}

it('connects through the pairing link: the wallet’s account, public key, name and its own signed token', async () => {
  const { wallet, connection, events } = await connected();
  expect(events[0]).toEqual({
    type: 'pairing-uri',
    uri: expect.stringMatching(/^wc:[0-9a-f]{64}@2\?/) as unknown,
  });
  expect(connection).toMatchObject({
    address: wallet.address,
    publicKey: wallet.publicKey,
    walletAppId: 'mobile-test',
    bridge: relayUrl,
    walletInfo: { name: 'Test mobile wallet' },
    peer: { name: 'Test mobile wallet' },
    representedGroupPolicy: null,
  });
  expect(verifyJwtES256K(connection.signedJWT!, wallet.publicKey)).toMatchObject({ addr: wallet.address });
});

it('has the wallet sign a token and a hex message, send a message and switch to a group, each announced while it waits', async () => {
  const { wallet, adapter, events } = await connected();
  const expiresAt = Math.floor(Date.now() / 1000) + 600;
  const token = await adapter.signJWT({ expiresAt });
  expect(verifyJwtES256K(token, wallet.publicKey)).toMatchObject({ addr: wallet.address, exp: expiresAt });
  const signature = await adapter.signHexMessage('c0ffee');
  expect(verifyHexSignature('c0ffee', signature, wallet.publicKey)).toBe(true);
  expect(events.slice(1)).toEqual([
    { type: 'request-waiting', method: 'signJWT', requestId: expect.any(String) as unknown },
    { type: 'request-settled', method: 'signJWT', requestId: expect.any(String) as unknown },
    { type: 'request-waiting', method: 'signHexMessage', requestId: expect.any(String) as unknown },
    { type: 'request-settled', method: 'signHexMessage', requestId: expect.any(String) as unknown },
  ]);

  await expect(adapter.sendMessage({ messages: ['CgRtc2cx'] })).resolves.toEqual({
    code: 0,
    rawLog: '',
    txHash: expect.stringMatching(/^[0-9A-F]{64}$/) as unknown,
  });
  const switched = await adapter.switchToGroup(GROUP);
  expect(switched.representedGroupPolicy).toEqual({ address: GROUP });
  expect(verifyJwtES256K(switched.signedJWT!, wallet.publicKey)).toMatchObject({ grp: GROUP });
  expect(verifyJwtES256K(await adapter.signJWT({}), wallet.publicKey)).toMatchObject({ grp: GROUP });
  await expect(adapter.switchToGroup('0xnot-a-member')).rejects.toThrow(
    'Not a member of group 0xnot-a-member',
  );
  await expect(adapter.removePendingMethod('request-1')).resolves.toBeUndefined();
  await expect(adapter.signHexMessage('not hex')).rejects.toThrow('Message parameter is not a hex value');
  // The test wallet takes a request while another waits (its request queue is off): a removal
  // drops the one it names (./wallet-withdrawal.test.ts); this id names none.
}, 20_000);

it('rejects with the refusal’s own message when the person declines a request, and stays connected', async () => {
  const { adapter } = await connected((request) => request.method === SESSION_PROPOSAL);
  const refused = adapter.signHexMessage('c0ffee');
  await expect(refused).rejects.toBeInstanceOf(WalletRejectedError);
  await expect(refused).rejects.toThrow(WALLET_REQUEST_REJECTED);
});

it('rejects the connect when the person declines the connection', async () => {
  await expect(connected(() => false)).rejects.toThrow(WALLET_REQUEST_REJECTED);
});

it('gives up on a relay that cannot be reached when its time limit passes, with a clear message', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  // An unusual limit, so no timer of the sign-client's own is held with it.
  const limit = 4_321;
  const timers = holdTimersOf(limit);
  try {
    const adapter = adapterFor(`ws://127.0.0.1:${port}`, limit);
    let settled = false;
    const attempt = adapter.connect({}).finally(() => (settled = true));
    attempt.catch(() => undefined);
    // The first limit bounds the client's start; the second, reaching the relay, which the
    // library would otherwise retry for about a minute.
    await timers.armed(2);
    expect(timers.waiting()).toBe(1);
    expect(settled).toBe(false);
    timers.fire();
    await expect(attempt).rejects.toBeInstanceOf(WalletUnreachableError);
    await expect(attempt).rejects.toThrow(WALLET_UNREACHABLE);
  } finally {
    jest.restoreAllMocks();
  }
});

it('through the driver: the pairing link reaches the modal state, and a wallet that ends the session leaves it disconnected', async () => {
  const wallet = await walletThat();
  const adapter = adapterFor(relayUrl);
  const driver = createWalletConnectionDriver({
    adapter,
    onRedirect: () => undefined,
    walletAppId: 'mobile-test',
  });
  closers.push(() => Promise.resolve(driver.dispose()));
  driver.on('pairing-uri', ({ uri }) => void wallet.pair(uri));
  const session = await driver.connect();
  expect(session).toMatchObject({ status: 'connected', address: wallet.address, walletAppId: 'mobile-test' });
  expect(session.modal.QRCodeUrl).toMatch(/^wc:/);

  const ended = new Promise<string | null>((resolve) =>
    driver.on('disconnected', ({ reason }) => resolve(reason)),
  );
  await wallet.disconnectAll();
  await expect(ended).resolves.toBe(WALLET_ENDED_CONNECTION);
  expect(driver.getState()).toMatchObject({ status: 'disconnected', address: null });
});
