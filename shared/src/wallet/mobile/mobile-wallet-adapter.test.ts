/**
 * The mobile adapter's answer to the wallet's own session updates, with a stand-in for
 * the sign-client (its journeys with the real one and the test wallet are in
 * test-wallets/src/mobile-wallet/mobile-adapter.test.ts). WalletConnect's update carries
 * the session's accounts only, never its properties (the key, the token): another
 * account cannot prove itself, so the session ends, saying why (issue 26, item 9).
 */
import type { WalletAdapterEvent } from '../wallet-adapter.ts';
import { WALLET_ACCOUNT_CHANGED, WalletRequestWithdrawnError } from '../wallet-errors.ts';
import { createMobileWalletAdapter } from './mobile-wallet-adapter.ts';
import {
  accountIdOf,
  MOBILE_METHODS,
  PROVENANCE_CHAINS,
  PROVENANCE_NAMESPACE,
  USER_DISCONNECTED,
} from './mobile-protocol.ts';
import type { SignClient } from './sign-client.ts';

const ADDRESS = '0x00000000000000000000000000000000000000a1';
const OTHER = '0x00000000000000000000000000000000000000b2';
const TOPIC = 'topic-1';
/** The adapter's clock: the kept session is live an hour past it, whatever the wall clock says. */
const NOW = Date.UTC(2025, 0, 1);
const namespacesOf = (...addresses: string[]) => ({
  [PROVENANCE_NAMESPACE]: {
    accounts: addresses.map((address) => accountIdOf(PROVENANCE_CHAINS.test, address)),
    methods: [],
    events: [],
  },
});

/** A sign-client that kept one live session, and lets the test play its events. */
function fakeClient() {
  const handlers = new Map<string, (args: unknown) => void>();
  const client = {
    on: (name: string, handler: (args: unknown) => void) => void handlers.set(name, handler),
    session: {
      getAll: () => [
        {
          topic: TOPIC,
          expiry: NOW / 1000 + 3600,
          namespaces: namespacesOf(ADDRESS),
          sessionProperties: { publicKey: '02ab', jwt: 'a.b.c', walletName: 'Pat' },
          peer: { metadata: { name: 'Pat', url: '', description: '', icons: [] } },
        },
      ],
    },
    disconnect: jest.fn(() => Promise.resolve()),
    /** Each request's answer is the test's to give (`answers`, in order). */
    request: jest.fn((_: { request: { method: string; params: string[] } }) => {
      let settle!: { resolve: (value: unknown) => void; reject: (error: unknown) => void };
      const answer = new Promise((resolve, reject) => (settle = { resolve, reject }));
      answers.push(settle);
      return answer;
    }),
  };
  const answers: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  const fire = (name: string, args: unknown) => handlers.get(name)?.(args);
  return { client, fire, answers };
}

let fake: ReturnType<typeof fakeClient>;
jest.mock('./sign-client.ts', () => ({
  startSignClient: () => Promise.resolve(fake.client as unknown as SignClient),
  stopSignClient: () => Promise.resolve(),
  reachRelay: () => Promise.resolve(),
}));

async function connectedAdapter() {
  fake = fakeClient();
  const adapter = createMobileWalletAdapter({
    signClient: {
      relayUrl: 'ws://relay',
      projectId: 'p',
      metadata: { name: '', description: '', url: '', icons: [] },
      verify: false,
    },
    environment: 'test',
    now: () => NOW,
  });
  const events: WalletAdapterEvent[] = [];
  adapter.subscribe?.((event) => events.push(event));
  await adapter.connect({});
  return { adapter, events };
}

describe('a session update from the mobile wallet', () => {
  it('to another account ends the session with a message saying so, and tells the wallet', async () => {
    const { events } = await connectedAdapter();
    fake.fire('session_update', { topic: TOPIC, params: { namespaces: namespacesOf(OTHER) } });
    expect(events).toEqual([{ type: 'disconnect', reason: WALLET_ACCOUNT_CHANGED }]);
    await Promise.resolve();
    expect(fake.client.disconnect).toHaveBeenCalledWith({ topic: TOPIC, reason: USER_DISCONNECTED });
  });

  it('that keeps the account is passed on as it is (nothing to prove)', async () => {
    const { events } = await connectedAdapter();
    fake.fire('session_update', { topic: TOPIC, params: { namespaces: namespacesOf(ADDRESS) } });
    expect(events).toEqual([{ type: 'session-update', connection: { address: ADDRESS } }]);
    expect(fake.client.disconnect).not.toHaveBeenCalled();
  });

  it('that lists the account among others, in any order, is passed on as the same account', async () => {
    const { events } = await connectedAdapter();
    fake.fire('session_update', { topic: TOPIC, params: { namespaces: namespacesOf(OTHER, ADDRESS) } });
    expect(events).toEqual([{ type: 'session-update', connection: { address: ADDRESS } }]);
    expect(fake.client.disconnect).not.toHaveBeenCalled();
  });

  it('of another session, or with no Provenance account, is ignored', async () => {
    const { events } = await connectedAdapter();
    fake.fire('session_update', { topic: 'topic-2', params: { namespaces: namespacesOf(OTHER) } });
    fake.fire('session_update', { topic: TOPIC, params: { namespaces: {} } });
    expect(events).toEqual([]);
  });
});

// Issue 32: a withdrawn request stops the wait at once; WalletConnect cannot withdraw it, so the wallet is asked to.
describe('a withdrawn request', () => {
  const sentMethods = () => fake.client.request.mock.calls.map(([{ request }]) => request.method);
  const requestIdOf = (events: WalletAdapterEvent[]) => {
    const waiting = events.find((event) => event.type === 'request-waiting');
    return waiting?.type === 'request-waiting' ? waiting.requestId : '';
  };

  it('rejects at once, and its late error in the sign-client is dropped, never unhandled', async () => {
    const { adapter, events } = await connectedAdapter();
    const signing = adapter.signHexMessage('c0ffee');
    await Promise.resolve();
    expect(sentMethods()).toEqual([MOBILE_METHODS.sign]);
    const requestId = requestIdOf(events);
    const removing = adapter.removePendingMethod(requestId);
    await expect(signing).rejects.toThrow(WalletRequestWithdrawnError);
    fake.answers[0]!.reject({ code: 5000, message: 'User rejected.' });
    fake.answers[1]!.resolve(true);
    await expect(removing).resolves.toBeUndefined();
    const [, [removal]] = fake.client.request.mock.calls as [unknown, [{ request: { params: string[] } }]];
    expect(JSON.parse(removal.request.params[0]!)).toMatchObject({
      action: 'removePendingMethod',
      payload: { customId: requestId },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('withdrawn before the sign-client took it, is never sent; the removal still is', async () => {
    const { adapter, events } = await connectedAdapter();
    const signing = adapter.signHexMessage('c0ffee');
    const removing = adapter.removePendingMethod(requestIdOf(events));
    await expect(signing).rejects.toThrow(WalletRequestWithdrawnError);
    await Promise.resolve();
    expect(sentMethods()).toEqual([MOBILE_METHODS.action]);
    fake.answers[0]!.resolve(true);
    await expect(removing).resolves.toBeUndefined();
  });
});
