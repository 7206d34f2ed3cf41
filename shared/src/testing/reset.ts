import { sessionStore } from '../session/session-store.ts';

const initialSession = sessionStore.getState();

/** Puts every page-wide store and storage back as a fresh page has them. */
export function resetSharedState(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  sessionStore.setState(
    {
      ...initialSession,
      jwt: null,
      walletSession: initialSession.walletSession,
      identity: null,
      flowRecord: null,
      ownerWallet: null,
    },
    true,
  );
}
