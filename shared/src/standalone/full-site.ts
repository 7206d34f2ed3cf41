/**
 * A step a remote's standalone page cannot take alone, because what it waits for only the
 * full site (the shell) provides. Today that is the wallet modal: the wallet remote's
 * component, hosted by the shell's layout (shell/src/wallet-modal/WalletModalSlot.tsx). A
 * screen asks for it the same way on both (the page wallet's `openModal`: the login with
 * `walletconnect=true` once signed in, the onboarding screen with no wallet connected), or
 * the address does (`?walletModal=Select`, the way back from creating or converting a
 * wallet). Alone, the page says so instead of waiting for a modal that never opens. Screens
 * need not know where they run: the standalone page stands where the shell's modal host
 * would be.
 */
import { WALLET_MODAL_PARAM } from '../contracts/routes.ts';

export const NEEDS_FULL_SITE = 'This step needs the full site';
export const WALLET_NEEDS_FULL_SITE =
  'The wallet opens in a window that only the full site has. Open this page there to continue.';
export const OPEN_ON_FULL_SITE = 'Open this page on the full site';

export type FullSiteStep = 'wallet-modal';

export interface StandaloneMoment {
  /** The wallet session asks for the modal (`walletSession.modal.showModal`). */
  walletModalOpen: boolean;
  /** The page's query. */
  search: string;
}

export function fullSiteStepOf({ walletModalOpen, search }: StandaloneMoment): FullSiteStep | null {
  if (walletModalOpen || new URLSearchParams(search).has(WALLET_MODAL_PARAM)) return 'wallet-modal';
  return null;
}

/**
 * The same page (path and query) on the shell's origin. Joined as text, not resolved as a
 * URL: a path that starts with `//` must not name another host.
 */
export function fullSiteAddress(
  shellOrigin: string,
  { pathname, search }: { pathname: string; search: string },
): string {
  return `${shellOrigin}${pathname}${search}`;
}
