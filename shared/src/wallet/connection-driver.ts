/**
 * The wallet connection driver: the effects around the pure reducer. It reaches the
 * wallet only through its adapter (never knowing which kind), checks expiry every
 * second while connected and disconnects with "Connection Expired", applies the
 * configured redirect URL each time the session becomes disconnected, and runs wallet
 * methods through the method runner (pendingMethod, timeout reset, complete/failed
 * events, "No wallet connected"), except a withdrawal, which is none of those. A change to the connected session, from the wallet's
 * own session update or a method's result, counts only when it proves itself
 * (sessionChangeFault); one that does not ends the connection as a refused connect does.
 * Time and timers are injected for fake-timer tests.
 */
import type { ConnectOptions } from './connect-options.ts';
import { createConnectFlow } from './connect-flow.ts';
import { connectionProofFault, sessionChangeFault, WalletProofError } from './connection-proof.ts';
import type { WalletConnectionEvent } from './connection-reducer.ts';
import { createWalletConnectionStore, type WalletSessionListener } from './connection-store.ts';
import type { WalletAdapter, WalletConnection, WalletMessage } from './wallet-adapter.ts';
import { CONNECTION_EXPIRED, EXPIRY_CHECK_INTERVAL_MS } from './wallet-constants.ts';
import { createEmitter, type WalletEvents } from './wallet-events.ts';
import { createWalletMethodRunner } from './wallet-method-runner.ts';
import { initialWalletSession, type WalletModal, type WalletSession } from './wallet-session.ts';

type TimerHandle = ReturnType<typeof globalThis.setInterval>;

export interface WalletConnectionDriverOptions {
  adapter: WalletAdapter;
  /** Called with `redirectUrlWhenDisconnected` each time the session becomes disconnected. */
  onRedirect: (url: string) => void;
  redirectUrlWhenDisconnected?: string;
  /** Provider id a session is initialised with (see walletAppIdFor), or how to find it at each connect. */
  walletAppId?: string | null | (() => string | null);
  connectionTimeout?: number;
  now?: () => number;
  setInterval?: (handler: () => void, ms: number) => TimerHandle;
  clearInterval?: (handle: TimerHandle) => void;
}

export type WalletConnectionDriver = ReturnType<typeof createWalletConnectionDriver>;

export function createWalletConnectionDriver(options: WalletConnectionDriverOptions) {
  const { adapter, onRedirect, now = Date.now } = options;
  const setTimer = options.setInterval ?? ((handler, ms) => globalThis.setInterval(handler, ms));
  const clearTimer = options.clearInterval ?? ((handle) => globalThis.clearInterval(handle));
  const connectionTimeout = options.connectionTimeout ?? initialWalletSession.connectionTimeout;
  const store = createWalletConnectionStore({ ...initialWalletSession, connectionTimeout });
  const events = createEmitter<WalletEvents>();
  const disconnectWallet = () => adapter.disconnect().catch(() => undefined);
  let timer: TimerHandle | undefined;

  /** Dispatches, then runs the effects of a status change: timer, events, redirect. */
  function transition(event: WalletConnectionEvent, reason: string | null = null): void {
    const previous = store.dispatch(event);
    const next = store.getState();
    if (next.status === previous.status) return;
    if (timer !== undefined) clearTimer(timer);
    timer = next.status === 'connected' ? setTimer(checkExpiry, EXPIRY_CHECK_INTERVAL_MS) : undefined;
    if (next.status === 'connected') events.emit('connected', next);
    if (next.status !== 'disconnected') return;
    events.emit('disconnected', { reason });
    if (options.redirectUrlWhenDisconnected) onRedirect(options.redirectUrlWhenDisconnected);
  }

  function checkExpiry(): void {
    transition({ type: 'expiry-tick', now: now() }, CONNECTION_EXPIRED);
    if (store.getState().status === 'disconnected') void disconnectWallet();
  }

  /**
   * Ends the connection when a change to it does not prove itself: the wallet is told to
   * disconnect and the reason is the proof's message, as for a refused connect. Returns
   * the error (for a method to reject with), or null when the change may be taken.
   */
  function refuseUnproved(change: Partial<WalletConnection> | undefined): WalletProofError | null {
    const state = store.getState();
    const fault = state.status === 'connected' ? sessionChangeFault(state, change, now()) : null;
    if (!fault) return null;
    const error = new WalletProofError(fault);
    void disconnectWallet();
    transition({ type: 'disconnected' }, error.message);
    return error;
  }

  const completeConnect = createConnectFlow({
    adapter,
    getState: store.getState,
    transition,
    disconnectWallet,
    now,
    connectionTimeout,
  });
  const run = createWalletMethodRunner({
    getState: store.getState,
    transition,
    emit: events.emit,
    now,
    refuseUnproved,
  });
  const unsubscribeAdapter = adapter.subscribe?.((event) => {
    switch (event.type) {
      case 'session-update':
        if (refuseUnproved(event.connection)) return;
        return transition({ type: 'session-updated', now: now(), connection: event.connection });
      case 'disconnect':
        return transition({ type: 'disconnected' }, event.reason ?? null);
      case 'pairing-uri':
        // The link the QR code and the deep link carry; the QR image is the modal's to draw.
        transition({ type: 'modal-updated', modal: { QRCodeUrl: event.uri } });
        return events.emit('pairing-uri', { uri: event.uri });
      default:
        return events.emit(event.type, { method: event.method, requestId: event.requestId });
    }
  });

  return {
    getState: store.getState,
    subscribe: (listener: WalletSessionListener) => store.subscribe(listener),
    on: events.on,
    /** Resolves with the session (disconnected if abandoned); rejects on a wallet error or ConnectOptionsError. */
    connect(connectOptions: ConnectOptions = {}): Promise<WalletSession> {
      if (store.getState().status === 'connected') return Promise.resolve(store.getState());
      const { walletAppId = null } = options;
      transition({
        type: 'connect-started',
        walletAppId: typeof walletAppId === 'function' ? walletAppId() : walletAppId,
      });
      return completeConnect(connectOptions);
    },
    /**
     * Takes a saved session; one that says connected while this one is disconnected is
     * reconnected. One whose token does not prove it (an expired token does) is not
     * taken up: the wallet is not asked, and the session stays as it is.
     */
    rehydrate(saved: WalletSession, connectOptions: ConnectOptions = {}): Promise<WalletSession> {
      if (connectionProofFault(saved, { now: now(), restored: true }))
        return Promise.resolve(store.getState());
      transition({ type: 'rehydrated', saved, now: now() });
      if (store.getState().status !== 'pending') return Promise.resolve(store.getState());
      return completeConnect(connectOptions, { restored: true });
    },
    disconnect(reason: string | null = null): Promise<void> {
      transition({ type: 'disconnected' }, reason);
      return disconnectWallet();
    },
    reset(): Promise<void> {
      transition({ type: 'reset' });
      return disconnectWallet();
    },
    updateModal: (modal: Partial<WalletModal>) => transition({ type: 'modal-updated', modal }),
    closeModal: () => transition({ type: 'modal-closed' }),
    signJWT: (request: { expiresAt?: number } = {}) => run('signJWT', () => adapter.signJWT(request)),
    signHexMessage: (hexMessage: string) => run('signHexMessage', () => adapter.signHexMessage(hexMessage)),
    sendMessage: (message: WalletMessage) => run('sendMessage', () => adapter.sendMessage(message)),
    switchToGroup: (groupAddress?: string) => run('switchToGroup', () => adapter.switchToGroup(groupAddress)),
    /**
     * Withdraws a request waiting for the person (its `request-waiting` id). Not run as a
     * method: nothing waits on the person, so it names no `pendingMethod`, is no wallet
     * action (the timeout stays), emits no events, and resolves in every case (no
     * connection, an unknown id, a wallet that fails or does not answer).
     */
    removePendingMethod: async (requestId: string): Promise<void> => {
      try {
        await adapter.removePendingMethod(requestId);
      } catch {
        // The request is withdrawn on the page already (the adapter's own doing).
      }
    },
    /** Stops the expiry check and stops listening to the wallet. */
    dispose(): void {
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
      unsubscribeAdapter?.();
    },
  };
}
