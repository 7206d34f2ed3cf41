/**
 * A wallet connected before this page loaded is taken up again: when the page wallet
 * saved a connection (SESSION_KEYS.walletSession), the wallet entry is loaded and
 * restores it without asking the person. Without a saved connection nothing is
 * loaded, so the login page stays light. A failure is logged; the session then shows
 * no wallet.
 */
import { SESSION_KEYS } from '@lender/shared';

export function restoreSavedWallet(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  restore: () => Promise<unknown> = async () =>
    (await import('@lender/shared/wallet')).pageWallet().restore(),
  log: (message: string, cause: unknown) => void = console.warn,
): Promise<void> {
  let saved: string | null = null;
  try {
    saved = storage?.getItem(SESSION_KEYS.walletSession) ?? null;
  } catch {
    // Storage refused: nothing was saved.
  }
  if (!saved) return Promise.resolve();
  return restore().then(
    () => undefined,
    (error: unknown) => log('The saved wallet connection could not be restored', error),
  );
}
