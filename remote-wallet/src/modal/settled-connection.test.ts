import { initialWalletSession, type WalletSession } from '@lender/shared';
import { connectionReady, connectionSettled } from './settled-connection.ts';

/** A page wallet's state and listeners, enough for the wait. */
function walletIn(status: WalletSession['status']) {
  let state: WalletSession = { ...initialWalletSession, status };
  const listeners = new Set<(session: WalletSession, previous: WalletSession) => void>();
  return {
    getState: () => state,
    subscribe: (listener: (session: WalletSession, previous: WalletSession) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    become(next: WalletSession['status']) {
      const previous = state;
      state = { ...state, status: next };
      listeners.forEach((listener) => listener(state, previous));
    },
    listeners,
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('a connection that is not being taken up: at once', async () => {
  await expect(connectionSettled(walletIn('connected'), 3000)).resolves.toBeUndefined();
});

it('one being taken up: once it settles, and it stops listening', async () => {
  const wallet = walletIn('pending');
  let settled = false;
  void connectionSettled(wallet, 3000).then(() => (settled = true));
  await Promise.resolve();
  expect(settled).toBe(false);
  wallet.become('connected');
  await Promise.resolve();
  expect(settled).toBe(true);
  expect(wallet.listeners.size).toBe(0);
});

it('one that stays pending: after the limit, never longer', async () => {
  const wallet = walletIn('pending');
  let settled = false;
  void connectionSettled(wallet, 3000).then(() => (settled = true));
  jest.advanceTimersByTime(2999);
  await Promise.resolve();
  expect(settled).toBe(false);
  jest.advanceTimersByTime(1);
  await Promise.resolve();
  expect(settled).toBe(true);
  expect(wallet.listeners.size).toBe(0);
});

describe('connectionReady', () => {
  it('a saved connection not taken up yet: restored first, then the withdrawal goes on', async () => {
    const wallet = { ...walletIn('disconnected'), restore: jest.fn() };
    wallet.restore.mockImplementation(() => {
      wallet.become('connected');
      return Promise.resolve(wallet.getState());
    });
    await connectionReady(wallet, 3000);
    expect(wallet.restore).toHaveBeenCalledTimes(1);
  });

  it('a connection in use is not restored', async () => {
    const wallet = { ...walletIn('connected'), restore: jest.fn() };
    await connectionReady(wallet, 3000);
    expect(wallet.restore).not.toHaveBeenCalled();
  });

  it('a restore that never ends, or fails: the limit, never longer', async () => {
    for (const restore of [() => new Promise<never>(() => undefined), () => Promise.reject(new Error('x'))]) {
      const wallet = { ...walletIn('disconnected'), restore: jest.fn(restore) };
      let settled = false;
      void connectionReady(wallet, 3000).then(() => (settled = true));
      await jest.advanceTimersByTimeAsync(3000);
      expect(settled).toBe(true);
    }
  });
});
