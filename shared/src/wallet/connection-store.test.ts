import { createWalletConnectionStore } from './connection-store.ts';
import { initialWalletSession } from './wallet-session.ts';

describe('createWalletConnectionStore', () => {
  it('reduces events and tells subscribers the new and previous state', () => {
    const store = createWalletConnectionStore(initialWalletSession);
    const listener = jest.fn();
    const off = store.subscribe(listener);
    expect(store.dispatch({ type: 'connect-started' })).toBe(initialWalletSession);
    expect(store.getState().status).toBe('pending');
    expect(listener).toHaveBeenCalledWith(store.getState(), initialWalletSession);
    off();
    store.dispatch({ type: 'disconnected' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when an event changes nothing', () => {
    const store = createWalletConnectionStore(initialWalletSession);
    const listener = jest.fn();
    store.subscribe(listener);
    store.dispatch({ type: 'expiry-tick', now: 1 });
    expect(listener).not.toHaveBeenCalled();
  });
});
