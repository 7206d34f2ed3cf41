/**
 * The page's wallet: one connection driver over the wallets of every kind
 * (./wallet-kind-switch.ts), the one writer of the wallet session, modal state
 * included. Screens ask it to open or close the modal (with where the page goes once
 * the modal succeeds) and to connect a kind; it
 * - mirrors every state into `onSession` (the session store, where the API client
 *   reads the wallet's `signedJWT`);
 * - saves a connected session (`saved`, its own key) and removes it once
 *   disconnected, so `restore` on the next page load takes the connection up again;
 * - registers how to disconnect while connected, so logout disconnects first;
 * - connecting another kind disconnects the one connected before;
 * - tells `onRequest` listeners of each request waiting for the person in the wallet of
 *   the kind in use, by id, so the modal can withdraw it (`removePendingMethod`).
 * Pure of the page: storage, adapters and registration are given (./page-wallet-instance.ts
 * wires the page's).
 */
import type { WalletModalRequest } from '../../contracts/remotes.ts';
import type { ConnectOptions } from '../connect-options.ts';
import { createWalletConnectionDriver, type WalletConnectionDriver } from '../connection-driver.ts';
import {
  walletAppIdFor,
  walletKindOfAppId,
  type WalletAppKind,
  type WalletEnvironment,
} from '../wallet-app-ids.ts';
import { initialWalletModal, type WalletMethod, type WalletSession } from '../wallet-session.ts';
import { createWalletKindSwitch, type AdapterFactories } from './wallet-kind-switch.ts';

/** Where the session is kept between pages (a StoredValue of `@lender/shared`). */
export interface SavedWalletSession {
  read(): WalletSession | null;
  write(session: WalletSession): void;
  remove(): void;
}

export interface PageWalletOptions {
  adapters: AdapterFactories;
  /** Production or test, for the provider id a session starts with. */
  environment: () => WalletEnvironment;
  saved: SavedWalletSession;
  /** Hears every state (the session store's mirror). */
  onSession?: (session: WalletSession) => void;
  /** Registers how to disconnect; returns the unregister (registerWalletDisconnect). */
  registerDisconnect?: (disconnect: () => Promise<void>) => () => void;
  onRedirect?: (url: string) => void;
  now?: () => number;
}

/** A saved session: one that says it is connected, of a kind this product knows. */
export function isSavedWalletSession(value: unknown): value is WalletSession {
  if (!value || typeof value !== 'object') return false;
  const session = value as Partial<WalletSession>;
  return (
    session.status === 'connected' &&
    typeof session.address === 'string' &&
    walletKindOfAppId(session.walletAppId) !== null
  );
}

/** A request waiting for the person in the wallet, or no longer waiting (answered or withdrawn). */
export interface WalletRequestEvent {
  type: 'request-waiting' | 'request-settled';
  method: WalletMethod;
  /** What `removePendingMethod` names it by. */
  requestId: string;
}

/** What is kept of a session: not the modal, not a request in flight. */
const savedFormOf = (session: WalletSession): WalletSession => ({
  ...session,
  modal: initialWalletModal,
  pendingMethod: null,
});

export function createPageWallet(options: PageWalletOptions) {
  const kinds = createWalletKindSwitch(options.adapters);
  const driver: WalletConnectionDriver = createWalletConnectionDriver({
    adapter: kinds.adapter,
    onRedirect: options.onRedirect ?? (() => undefined),
    walletAppId: () => {
      const kind = kinds.kind();
      return kind && walletAppIdFor(kind, options.environment());
    },
    now: options.now,
  });
  let unregister: (() => void) | null = null;
  let modalRequest: WalletModalRequest = { returnTo: null, section: null, token: null };

  // The record goes when a connection ends, never on a change made while there was none (the
  // modal opened before the saved connection is taken up would otherwise lose it).
  let lastStatus = driver.getState().status;
  driver.subscribe((session) => {
    options.onSession?.(session);
    const ended = session.status === 'disconnected' && lastStatus !== 'disconnected';
    lastStatus = session.status;
    if (session.status === 'connected') {
      options.saved.write(savedFormOf(session));
      unregister ??= options.registerDisconnect?.(() => driver.disconnect()) ?? null;
    } else if (ended) {
      options.saved.remove();
      unregister?.();
      unregister = null;
    }
  });

  return {
    driver,
    getState: driver.getState,
    subscribe: driver.subscribe,
    on: driver.on,
    /** The kind chosen last (null before any). */
    kind: kinds.kind,
    /**
     * Opens the modal; `returnTo` is where the page goes once it succeeds, `section`
     * where it opens, `token` the login's session token (token mode).
     */
    openModal(request: Partial<WalletModalRequest> = {}): void {
      modalRequest = {
        returnTo: request.returnTo ?? null,
        section: request.section ?? null,
        token: request.token ?? null,
      };
      driver.updateModal({ showModal: true });
    },
    /** What the modal was last opened with. */
    modalRequest: (): WalletModalRequest => modalRequest,
    closeModal: () => driver.closeModal(),
    /** Connects a wallet of `kind`, disconnecting one of another kind first. */
    async connect(kind: WalletAppKind, connectOptions: ConnectOptions = {}): Promise<WalletSession> {
      if (kinds.kind() !== kind && driver.getState().status !== 'disconnected') await driver.disconnect();
      kinds.use(kind);
      return driver.connect(connectOptions);
    },
    /**
     * Takes up the saved session, if any, without asking the person (a wallet that no
     * longer keeps it ends disconnected, and the record goes). Rejects as a connect does.
     */
    async restore(): Promise<WalletSession> {
      const saved = options.saved.read();
      const kind = walletKindOfAppId(saved?.walletAppId);
      if (!saved || !kind || driver.getState().status !== 'disconnected') return driver.getState();
      kinds.use(kind);
      const restored = await kinds.resuming(() => driver.rehydrate(saved));
      if (restored.status === 'disconnected') options.saved.remove();
      return restored;
    },
    /** Ends the connection, and forgets a saved one not yet taken up. */
    disconnect: (reason: string | null = null) => {
      options.saved.remove();
      return driver.disconnect(reason);
    },
    signJWT: driver.signJWT,
    signHexMessage: driver.signHexMessage,
    sendMessage: driver.sendMessage,
    switchToGroup: driver.switchToGroup,
    /** Withdraws a waiting request (its `onRequest` id); resolves in every case, within WITHDRAW_WAIT_MS. */
    removePendingMethod: driver.removePendingMethod,
    /** Hears each request of the kind in use as it starts and stops waiting; returns the unsubscribe. */
    onRequest(listener: (event: WalletRequestEvent) => void): () => void {
      const stops = (['request-waiting', 'request-settled'] as const).map((type) =>
        driver.on(type, ({ method, requestId }) => listener({ type, method, requestId })),
      );
      return () => stops.forEach((stop) => stop());
    },
  };
}

export type PageWallet = ReturnType<typeof createPageWallet>;
