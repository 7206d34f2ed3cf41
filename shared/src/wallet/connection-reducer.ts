/**
 * The wallet connection state machine (spec section 4 "Wallet connection status") as a
 * pure reducer: every rule is a transition here, with time passed in on the event, so
 * each one is tested without timers. The driver (connection-driver.ts) feeds it events
 * and does the effects (calling the wallet, the expiry interval, the redirect). What a
 * wallet says of itself comes in here, so its names are checked here (./wallet-names.ts).
 */
import type { WalletConnection } from './wallet-adapter.ts';
import { withFitWalletNames } from './wallet-names.ts';
import {
  initialWalletSession,
  type WalletMethod,
  type WalletModal,
  type WalletSession,
} from './wallet-session.ts';

export type WalletConnectionEvent =
  | { type: 'connect-started'; walletAppId?: string | null }
  | { type: 'connected'; now: number; connection: WalletConnection; connectionTimeout?: number }
  | { type: 'session-updated'; now: number; connection?: Partial<WalletConnection> }
  /** Disconnect keeps the configured connectionTimeout; reset restores everything. */
  | { type: 'disconnected' }
  | { type: 'reset' }
  | { type: 'modal-updated'; modal: Partial<WalletModal> }
  | { type: 'modal-closed' }
  | { type: 'rehydrated'; saved: WalletSession; now: number }
  | { type: 'wallet-action'; now: number }
  | { type: 'method-started'; method: WalletMethod }
  | {
      type: 'method-finished';
      method: WalletMethod;
      update?: Partial<Pick<WalletSession, 'signedJWT' | 'representedGroupPolicy'>>;
    }
  | { type: 'expiry-tick'; now: number };

/** Expired once now passes the expiry (at exactly EXP it is still live). */
export function isConnectionExpired(state: WalletSession, now: number): boolean {
  return state.status === 'connected' && state.connectionEXP !== null && now > state.connectionEXP;
}

/**
 * Back to the initial session, keeping the configured timeout, and the modal open if it
 * was: the modal is the page's, and a failed connect inside it (a refusal, no
 * extension) must leave it there, with its message and a way to try again.
 */
const disconnect = (state: WalletSession): WalletSession => ({
  ...initialWalletSession,
  connectionTimeout: state.connectionTimeout,
  modal: { ...initialWalletSession.modal, showModal: state.modal.showModal },
});

const withoutUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Refreshes start and expiry, as a connect or a session update does. */
const started = (state: WalletSession, now: number): WalletSession => ({
  ...state,
  connectionEST: now,
  connectionEXP: now + state.connectionTimeout,
});

export function walletConnectionReducer(state: WalletSession, event: WalletConnectionEvent): WalletSession {
  switch (event.type) {
    case 'connect-started':
      return { ...state, status: 'pending', walletAppId: event.walletAppId ?? state.walletAppId };
    case 'connected': {
      const connection = withFitWalletNames(event.connection);
      const timeout = event.connectionTimeout ?? state.connectionTimeout;
      return started(
        {
          ...state,
          ...connection,
          representedGroupPolicy: connection.representedGroupPolicy ?? null,
          attributes: connection.attributes ?? [],
          // null is a peer dropped for its name (./wallet-names.ts); only an absent one keeps the session's.
          peer: connection.peer === undefined ? state.peer : connection.peer,
          walletAppId: connection.walletAppId ?? state.walletAppId,
          walletInfo: connection.walletInfo ?? state.walletInfo,
          bridge: connection.bridge ?? state.bridge,
          connectionTimeout: timeout,
          connected: true,
          status: 'connected',
          // The modal stays: it closes on its own Success (a verify signs after the connect).
        },
        event.now,
      );
    }
    case 'session-updated':
      if (state.status !== 'connected') return state;
      return started(
        { ...state, ...withoutUndefined(withFitWalletNames(event.connection ?? {})) },
        event.now,
      );
    case 'disconnected':
      return disconnect(state);
    case 'reset':
      return initialWalletSession;
    case 'modal-updated':
      return { ...state, modal: { ...state.modal, ...event.modal } };
    case 'modal-closed': {
      const closed = { ...state, modal: { ...state.modal, showModal: false } };
      const abandoned = state.status === 'pending' && !state.connected && !state.walletAppId;
      return abandoned ? disconnect(closed) : closed;
    }
    case 'rehydrated': {
      const { saved } = event;
      const savedExpired = saved.connectionEXP !== null && event.now > saved.connectionEXP;
      if (saved.status !== 'connected' || state.status !== 'disconnected' || savedExpired) return state;
      // The page's modal stays as it is: one opened before the restore (its address asked for it)
      // stays open.
      return {
        ...withFitWalletNames(saved),
        modal: state.modal,
        status: 'pending',
        connected: false,
        pendingMethod: null,
      };
    }
    case 'wallet-action':
      if (state.status !== 'connected') return state;
      return { ...state, connectionEXP: event.now + state.connectionTimeout };
    case 'method-started':
      return { ...state, pendingMethod: event.method };
    case 'method-finished': {
      const pendingMethod = state.pendingMethod === event.method ? null : state.pendingMethod;
      const update = state.status === 'connected' ? event.update : undefined;
      return { ...state, ...update, pendingMethod };
    }
    case 'expiry-tick':
      return isConnectionExpired(state, event.now) ? disconnect(state) : state;
  }
}
