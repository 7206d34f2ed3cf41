/**
 * Announces identity-token updates. Every remote in this page already sees the
 * store change; the DOM event also reaches code that is not part of the
 * federation (a partner page embedding a remote, the lender's other scripts).
 * Another tab's login or logout arrives as a `storage` event and is applied here.
 */
import { JWT_STORAGE_KEY } from './jwt-storage.ts';
import { sessionStore } from './session-store.ts';

export const IDENTITY_TOKEN_UPDATED = 'lender:identity-token-updated';

export interface IdentityTokenUpdate {
  token: string | null;
}

/** Starts announcing; returns a function that stops. Called once by the page owner. */
export function announceIdentityTokenUpdates(target: Window = window): () => void {
  const unsubscribe = sessionStore.subscribe((state, previous) => {
    if (state.jwt === previous.jwt) return;
    target.dispatchEvent(
      new CustomEvent<IdentityTokenUpdate>(IDENTITY_TOKEN_UPDATED, { detail: { token: state.jwt } }),
    );
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key !== JWT_STORAGE_KEY && event.key !== null) return;
    const stored = target.localStorage.getItem(JWT_STORAGE_KEY) || null;
    if (stored === sessionStore.getState().jwt) return;
    if (stored) sessionStore.getState().setJwt(stored);
    else sessionStore.getState().clearJwt();
  };
  target.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    target.removeEventListener('storage', onStorage);
  };
}
