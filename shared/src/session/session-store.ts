/**
 * The session store: one vanilla Zustand store for the whole page, composed of
 * slices. It is exported from `shared`, which federation shares as a singleton, so
 * the shell and every remote read and write the same instance; components use
 * `useSession(selector)`. What outlives the page goes through small storage
 * adapters (./web-storage.ts), not a generic persist layer: `jwt` must stay a raw
 * token that other applications on the origin read.
 */
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { parseFlowIntentRecord, type FlowIntentRecord } from '../rules/flow-intent.ts';
import { initialWalletSession, type WalletSession } from '../wallet/wallet-session.ts';
import type { Identity } from '../api/endpoints/identity/load-identity.ts';
import { jwtStorage, type TokenStorage } from './jwt-storage.ts';
import { session, SESSION_KEYS, storedJson, storedString, local, type StoredValue } from './web-storage.ts';

/**
 * The page's session: what `useSession(selector)` reads, and the actions that change it.
 *
 * @remotesRead remotes only read it (the store, the events, the page's parameters, the brand are
 * made by `@lender/shared`), so a member added to it is a minor (docs/shared-contract.md).
 */
export interface SessionState {
  jwt: string | null;
  /** The wallet connection; its `signedJWT` is the bearer of wallet-path calls. */
  walletSession: WalletSession;
  identity: Identity | null;
  /** The saved onboarding flow record, local storage `gatekeep-up`. */
  flowRecord: FlowIntentRecord | null;
  /** The organization's owner wallet, session storage `ownerWallet`. */
  ownerWallet: string | null;

  setJwt(token: string): void;
  clearJwt(): void;
  setWalletSession(walletSession: WalletSession): void;
  setIdentity(identity: Identity | null): void;
  saveFlowRecord(record: FlowIntentRecord | null): void;
  setOwnerWallet(address: string | null): void;
  /** Forgets everything the session stored, in memory and in web storage (logout). */
  clearSession(): void;
}

export interface SessionStorages {
  jwt: TokenStorage;
  flowRecord: StoredValue<FlowIntentRecord>;
  ownerWallet: StoredValue<string>;
}

const isFlowRecord = (value: unknown): value is FlowIntentRecord => parseFlowIntentRecord(value) !== null;

export const defaultStorages: SessionStorages = {
  jwt: jwtStorage,
  flowRecord: storedJson(SESSION_KEYS.flowRecord, local, isFlowRecord),
  ownerWallet: storedString(SESSION_KEYS.ownerWallet, session),
};

const persist = <T>(storage: Omit<StoredValue<T>, 'key'>, value: T | null) =>
  value === null ? storage.remove() : storage.write(value);

export function createSessionStore(storages: SessionStorages = defaultStorages): StoreApi<SessionState> {
  return createStore<SessionState>()((set) => ({
    jwt: storages.jwt.read(),
    walletSession: initialWalletSession,
    identity: null,
    flowRecord: storages.flowRecord.read(),
    ownerWallet: storages.ownerWallet.read(),

    setJwt(token) {
      storages.jwt.write(token);
      set({ jwt: token });
    },
    clearJwt() {
      storages.jwt.remove();
      set({ jwt: null, identity: null });
    },
    setWalletSession: (walletSession) => set({ walletSession }),
    setIdentity: (identity) => set({ identity }),
    saveFlowRecord(flowRecord) {
      persist(storages.flowRecord, flowRecord);
      set({ flowRecord });
    },
    setOwnerWallet(ownerWallet) {
      persist(storages.ownerWallet, ownerWallet);
      set({ ownerWallet });
    },
    clearSession() {
      storages.jwt.remove();
      storages.flowRecord.remove();
      storages.ownerWallet.remove();
      set({
        jwt: null,
        walletSession: initialWalletSession,
        identity: null,
        flowRecord: null,
        ownerWallet: null,
      });
    },
  }));
}

export const sessionStore = createSessionStore();

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
