import { walletConnectionReducer, type WalletConnectionEvent } from './connection-reducer.ts';
import { createEmitter, type WalletEvents } from './wallet-events.ts';
import { createWalletMethodRunner, STALE_WALLET_ANSWER } from './wallet-method-runner.ts';
import { initialWalletSession, type WalletSession } from './wallet-session.ts';

const T0 = 1_000_000;

function setup(status: WalletSession['status'], refusal: Error | null = null) {
  let state: WalletSession = {
    ...initialWalletSession,
    status,
    connectionEXP: T0,
    address: '0xwallet',
    publicKey: '02aa',
  };
  const seen: WalletConnectionEvent['type'][] = [];
  const events = createEmitter<WalletEvents>();
  const refuseUnproved = jest.fn((_update: unknown) => refusal);
  const run = createWalletMethodRunner({
    getState: () => state,
    transition: (event) => {
      seen.push(event.type);
      state = walletConnectionReducer(state, event);
    },
    emit: events.emit,
    now: () => T0 + 5,
    refuseUnproved: (update) => refuseUnproved(update),
  });
  return {
    run,
    seen,
    events,
    state: () => state,
    /** Puts another session in place, as a disconnect and another connect would while a method waits. */
    replace: (next: Partial<WalletSession>) => void (state = { ...state, ...next }),
    refuseUnproved,
  };
}

describe('createWalletMethodRunner', () => {
  it('resets the timeout, then marks the method pending until it settles', async () => {
    const { run, seen, state } = setup('connected');
    const running = run('signHexMessage', () => Promise.resolve('sig'));
    expect(state()).toMatchObject({ pendingMethod: 'signHexMessage', connectionEXP: T0 + 5 + 86_400_000 });
    await expect(running).resolves.toBe('sig');
    expect(seen).toEqual(['wallet-action', 'method-started', 'method-finished']);
    expect(state().pendingMethod).toBeNull();
  });

  it('a result the session rejects (a group switch with no token) is a failure', async () => {
    const { run, events, state } = setup('connected');
    const failed = jest.fn();
    events.on('switchToGroup:failed', failed);
    const switching = run('switchToGroup', () =>
      Promise.resolve({ signedJWT: null, representedGroupPolicy: null }),
    );
    await expect(switching).rejects.toThrow('Error updating jwt on switchToGroup');
    expect(failed).toHaveBeenCalledTimes(1);
    expect(state().pendingMethod).toBeNull();
  });

  it('a result whose update does not prove itself fails with the refusal, and is not applied', async () => {
    const refusal = new Error('The wallet did not answer with a signed token.');
    const { run, events, state } = setup('connected', refusal);
    const failed = jest.fn();
    events.on('signJWT:failed', failed);
    await expect(run('signJWT', () => Promise.resolve('forged'))).rejects.toBe(refusal);
    expect(failed).toHaveBeenCalledWith({ method: 'signJWT', error: refusal });
    expect(state()).toMatchObject({ signedJWT: null, pendingMethod: null });
  });

  it.each<[string, Partial<WalletSession>]>([
    ['the person disconnected', { status: 'disconnected', address: null, publicKey: null }],
    ['another wallet connected', { address: '0xother', publicKey: '02bb' }],
  ])(
    'an answer that arrives after its connection ended (%s) fails, and leaves the session as it is',
    async (_, next) => {
      const { run, events, state, replace, refuseUnproved } = setup('connected');
      const failed = jest.fn();
      events.on('signJWT:failed', failed);
      let answer!: (token: string) => void;
      const signing = run('signJWT', () => new Promise<string>((resolve) => (answer = resolve)));
      replace({ ...next, pendingMethod: null });
      const now = state();
      answer('a.b.c');
      await expect(signing).rejects.toThrow(STALE_WALLET_ANSWER);
      expect(failed).toHaveBeenCalledTimes(1);
      expect(refuseUnproved).not.toHaveBeenCalled();
      expect(state()).toBe(now);
    },
  );

  it.each(['disconnected', 'pending'] as const)(
    'refuses to run while %s, without calling the wallet',
    async (status) => {
      const { run, seen } = setup(status);
      const call = jest.fn(() => Promise.resolve('x'));
      await expect(run('signJWT', call)).rejects.toThrow('No wallet connected');
      expect(call).not.toHaveBeenCalled();
      expect(seen).toEqual([]);
    },
  );
});
