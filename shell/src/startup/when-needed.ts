/**
 * Start-up work only some pages need, each piece imported only when its page needs
 * it, so a new visitor's login page downloads none of it:
 * - the signed-in identity, once there is a session token (now or at a later login);
 * - a wallet connection an earlier page saved.
 * (The wallet modal an address asks for, `?walletModal=`, is the modal slot's: it
 * watches every address, not only the first.)
 */
import { SESSION_KEYS, sessionStore } from '@lender/shared';

const log = (error: unknown) => console.warn('A start-up step could not load', error);

function savedWallet(): boolean {
  try {
    return globalThis.localStorage?.getItem(SESSION_KEYS.walletSession) != null;
  } catch {
    return false;
  }
}

export function startWhenNeeded(): void {
  const identity = () =>
    import('../session/signed-in-identity.ts').then(({ loadIdentityWhenSignedIn }) => {
      loadIdentityWhenSignedIn();
    }, log);
  if (sessionStore.getState().jwt) void identity();
  else {
    const stop = sessionStore.subscribe((state) => {
      if (!state.jwt) return;
      stop();
      void identity();
    });
  }
  if (savedWallet())
    void import('./restore-wallet.ts').then(({ restoreSavedWallet }) => restoreSavedWallet(), log);
}
