/**
 * A page loaded with `?walletModal=<section>` (the way back from converting a
 * Provenance wallet) opens the wallet modal there: the parameter is taken out of the
 * address, and the wallet entry loads only then. Any other value is ignored.
 */
import { WALLET_MODAL_PARAM, type WalletModalSection } from '@lender/shared';

const SECTIONS: readonly WalletModalSection[] = ['Select'];

export function openWalletModalFromQuery(
  page: Pick<Window, 'location' | 'history'> = window,
  open: (section: WalletModalSection) => Promise<void> = async (section) =>
    (await import('@lender/shared/wallet')).pageWallet().openModal({ section }),
  log: (message: string, cause: unknown) => void = console.warn,
): Promise<void> {
  const url = new URL(page.location.href);
  const section = url.searchParams.get(WALLET_MODAL_PARAM);
  if (section === null) return Promise.resolve();
  url.searchParams.delete(WALLET_MODAL_PARAM);
  page.history.replaceState(page.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (!SECTIONS.includes(section as WalletModalSection)) return Promise.resolve();
  return open(section as WalletModalSection).catch((error: unknown) =>
    log('The wallet modal could not be opened', error),
  );
}
