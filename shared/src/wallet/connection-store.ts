/**
 * A tiny holder for the wallet session: the reducer's state, `dispatch`, and
 * `getState`/`subscribe` shaped like a Zustand store's, so the session store can mirror
 * it without this package depending on how the page stores things.
 */
import { walletConnectionReducer, type WalletConnectionEvent } from './connection-reducer.ts';
import type { WalletSession } from './wallet-session.ts';

export type WalletSessionListener = (state: WalletSession, previous: WalletSession) => void;

export interface WalletConnectionStore {
  getState: () => WalletSession;
  subscribe: (listener: WalletSessionListener) => () => void;
  /** Applies an event; listeners hear only real changes. Returns the previous state. */
  dispatch: (event: WalletConnectionEvent) => WalletSession;
}

export function createWalletConnectionStore(initial: WalletSession): WalletConnectionStore {
  let state = initial;
  const listeners = new Set<WalletSessionListener>();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispatch(event) {
      const previous = state;
      state = walletConnectionReducer(state, event);
      if (state !== previous) for (const listener of [...listeners]) listener(state, previous);
      return previous;
    },
  };
}
