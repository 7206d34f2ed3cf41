/**
 * Start-up work only some pages need, each piece imported only when its page needs
 * it, so a new visitor's login page downloads none of it:
 * - the signed-in identity, once there is a session token (now or at a later login);
 * - a wallet connection an earlier page saved;
 * - the wallet modal the address asks for (`?walletModal=`).
 */
import { SESSION_KEYS, sessionStore, WALLET_MODAL_PARAM } from '@lender/shared';

const log = (error: unknown) => console.warn('A start-up step could not load', error);

function savedWallet(): boolean {
  try {
    return globalThis.localStorage?.getItem(SESSION_KEYS.walletSession) != null;
  } catch {
    return false;
  }
}

export function startWhenNeeded(page: Pick<Window, 'location'> = window): void {
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
  if (new URLSearchParams(page.location.search).has(WALLET_MODAL_PARAM))
    void import('./open-wallet-modal.ts').then(
      ({ openWalletModalFromQuery }) => openWalletModalFromQuery(),
      log,
    );
}
