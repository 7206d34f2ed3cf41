import { decodeJwt } from 'jose';
import { deferred } from './connection-driver.testing.ts';
import { MOBILE_METHODS, type RequestMetadata } from './mobile/mobile-protocol.ts';
import {
  createRpcWalletMethods,
  WITHDRAW_WAIT_MS,
  type HeldConnection,
  type RpcWalletMethods,
} from './rpc-wallet-methods.ts';
import type { WalletAdapterEvent } from './wallet-adapter.ts';
import { WalletRequestWithdrawnError } from './wallet-errors.ts';

const GROUP = { address: '0xgroup', name: 'Reyes Holdings' } as const;

function methodsAnswering(answer: unknown) {
  const held: HeldConnection = {
    current: {
      address: '0xwallet',
      publicKey: '02'.padEnd(66, '1'),
      signedJWT: null,
      representedGroupPolicy: null,
    },
  };
  const send = jest.fn(() => Promise.resolve(answer));
  const methods = createRpcWalletMethods({
    send: send as never,
    emit: () => undefined,
    held,
    issuer: 'test',
    now: () => 1_700_000_000_000,
  });
  return { held, methods, send };
}

describe('switchToGroup in the mobile protocol', () => {
  it('holds the new group when the wallet answers it with its token', async () => {
    const { held, methods } = methodsAnswering({ jwt: 'a.b.c', representedGroupPolicy: GROUP });
    expect(await methods.switchToGroup(GROUP.address)).toEqual({
      signedJWT: 'a.b.c',
      representedGroupPolicy: GROUP,
    });
    expect(held.current?.representedGroupPolicy).toEqual(GROUP);
  });

  it('keeps the old group when the answer brings no token, so the next token names the group the session has', async () => {
    const { held, methods, send } = methodsAnswering({ representedGroupPolicy: GROUP });
    expect(await methods.switchToGroup(GROUP.address)).toEqual({
      signedJWT: null,
      representedGroupPolicy: GROUP,
    });
    expect(held.current?.representedGroupPolicy).toBeNull();
    send.mockResolvedValueOnce('00'.repeat(64));
    const token = await methods.signJWT({});
    expect(decodeJwt(token)).not.toHaveProperty('grp');
  });
});

/** Methods over a wallet that answers nothing until the test says so; each send's answer is a deferred. */
function methodsHolding() {
  const held: HeldConnection = {
    current: {
      address: '0xwallet',
      publicKey: '02'.padEnd(66, '1'),
      signedJWT: null,
      representedGroupPolicy: null,
    },
  };
  const sent: {
    rpcMethod: string;
    params: string[];
    signal?: AbortSignal;
    answer: ReturnType<typeof deferred<unknown>>;
  }[] = [];
  const send = jest.fn((rpcMethod: string, params: string[], signal?: AbortSignal) => {
    const answer = deferred<unknown>();
    sent.push({ rpcMethod, params, signal, answer });
    return answer.promise;
  });
  const events: WalletAdapterEvent[] = [];
  let n = 0;
  const methods = createRpcWalletMethods({
    send: send as never,
    emit: (event) => events.push(event),
    held,
    issuer: 'test',
    now: () => 1_700_000_000_000,
    newRequestId: () => `r${++n}`,
  });
  const metadataOf = (i: number) => JSON.parse(sent[i]!.params[0]!) as RequestMetadata;
  return { held, methods, send, sent, events, metadataOf };
}

/** Lets pending promise reactions (and an unhandled rejection, which fails the test) run. */
const flush = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const REQUESTS = [
  ['signJWT', (m: RpcWalletMethods) => m.signJWT({})],
  ['signHexMessage', (m: RpcWalletMethods) => m.signHexMessage('c0ffee')],
  ['sendMessage', (m: RpcWalletMethods) => m.sendMessage({ messages: ['CgE='] })],
  ['switchToGroup', (m: RpcWalletMethods) => m.switchToGroup(GROUP.address)],
] as const;

describe('each request names itself (customId) and can be withdrawn', () => {
  it.each(REQUESTS)(
    '%s carries a fresh customId, announced with it, and gives send an abort signal',
    async (method, call) => {
      const { methods, sent, events, metadataOf } = methodsHolding();
      const first = call(methods);
      const second = call(methods);
      expect(metadataOf(0).customId).toBe('r1');
      expect(metadataOf(1).customId).toBe('r2');
      expect(sent[0]!.signal).toBeInstanceOf(AbortSignal);
      expect(events).toEqual([
        { type: 'request-waiting', method, requestId: 'r1' },
        { type: 'request-waiting', method, requestId: 'r2' },
      ]);
      void methods.removePendingMethod('r1');
      await expect(first).rejects.toThrow(WalletRequestWithdrawnError);
      expect(sent[0]!.signal?.aborted).toBe(true);
      expect(sent[1]!.signal?.aborted).toBe(false);
      expect(events).toContainEqual({ type: 'request-settled', method, requestId: 'r1' });
      void second.catch(() => undefined);
    },
  );

  it('a withdrawn request rejects with "The request was withdrawn."', async () => {
    const { methods } = methodsHolding();
    const signing = methods.signHexMessage('c0ffee');
    void methods.removePendingMethod('r1');
    await expect(signing).rejects.toThrow(new Error('The request was withdrawn.'));
  });
});

describe('removePendingMethod', () => {
  it('sends the removal as a wallet action naming the request, unannounced, and resolves on the wallet’s answer', async () => {
    const { methods, sent, events, metadataOf } = methodsHolding();
    void methods.signHexMessage('c0ffee').catch(() => undefined);
    const removing = methods.removePendingMethod('r1');
    expect(sent[1]!.rpcMethod).toBe(MOBILE_METHODS.action);
    expect(metadataOf(1)).toMatchObject({
      customId: 'r2',
      action: 'removePendingMethod',
      payload: { customId: 'r1' },
    });
    sent[1]!.answer.resolve(true);
    await expect(removing).resolves.toBeUndefined();
    expect(events.filter((event) => 'requestId' in event && event.requestId === 'r2')).toEqual([]);
    expect(events.map((event) => event.type)).toEqual(['request-waiting', 'request-settled']);
  });

  it(`waits for the wallet at most WITHDRAW_WAIT_MS (${WITHDRAW_WAIT_MS} ms), then resolves and stops waiting`, async () => {
    const { methods, sent } = methodsHolding();
    let done = false;
    void methods.removePendingMethod('r0').then(() => (done = true));
    await jest.advanceTimersByTimeAsync(WITHDRAW_WAIT_MS - 1);
    expect(done).toBe(false);
    expect(sent[0]!.signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(sent[0]!.signal?.aborted).toBe(true);
  });

  it.each([
    [
      'an unknown id, the wallet answering',
      (s: ReturnType<typeof methodsHolding>) => s.sent[0]!.answer.resolve(true),
    ],
    [
      'the wallet refusing the removal',
      (s: ReturnType<typeof methodsHolding>) => s.sent[0]!.answer.reject(new Error('no')),
    ],
    ['the wallet never answering', () => undefined],
  ])('resolves with %s', async (_, wallet) => {
    const setup = methodsHolding();
    const removing = setup.methods.removePendingMethod('unknown');
    wallet(setup);
    await jest.advanceTimersByTimeAsync(WITHDRAW_WAIT_MS);
    await expect(removing).resolves.toBeUndefined();
  });

  it('resolves without sending anything when no wallet is connected', async () => {
    const { methods, held, send } = methodsHolding();
    held.current = null;
    await expect(methods.removePendingMethod('r1')).resolves.toBeUndefined();
    expect(send).not.toHaveBeenCalled();
  });

  it('resolves when sending throws at once', async () => {
    const { methods, send } = methodsHolding();
    send.mockImplementationOnce(() => {
      throw new Error('No wallet connected');
    });
    await expect(methods.removePendingMethod('r1')).resolves.toBeUndefined();
  });

  it.each([
    ['the withdrawn request’s late error', 0, 'reject'],
    ['the withdrawn request’s late answer', 0, 'resolve'],
    ['the removal’s error after the wait ran out', 1, 'reject'],
  ] as const)('swallows %s (no unhandled rejection)', async (_, which, how) => {
    const { methods, sent } = methodsHolding();
    const signing = methods.signHexMessage('c0ffee');
    const removing = methods.removePendingMethod('r1');
    await expect(signing).rejects.toThrow(WalletRequestWithdrawnError);
    await jest.advanceTimersByTimeAsync(WITHDRAW_WAIT_MS);
    await removing;
    if (how === 'reject') sent[which]!.answer.reject(new Error('late'));
    else sent[which]!.answer.resolve('late');
    await flush();
  });
});
