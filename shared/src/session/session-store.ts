/**
 * The session store: one vanilla Zustand store for the whole page. It is exported
 * from `shared`, which federation shares as a singleton, so the shell and every
 * remote read and write the same instance. Components use `useSession(selector)`.
 */
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { jwtStorage, type TokenStorage } from './jwt-storage.ts';

export interface SessionState {
  jwt: string | null;
  /** The connected wallet session's signed JWT: the bearer of wallet-path calls. */
  walletJwt: string | null;
  setJwt(token: string): void;
  clearJwt(): void;
}

export function createSessionStore(storage: TokenStorage = jwtStorage): StoreApi<SessionState> {
  return createStore<SessionState>()((set) => ({
    jwt: storage.read(),
    walletJwt: null,
    setJwt(token) {
      storage.write(token);
      set({ jwt: token });
    },
    clearJwt() {
      storage.remove();
      set({ jwt: null });
    },
  }));
}

export const sessionStore = createSessionStore();

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
