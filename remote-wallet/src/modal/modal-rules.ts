/**
 * The wallet modal's rules, pure (spec section 4, "Account selection and the modal"
 * and "Wallet verify flow"; the choices the specification leaves open are in
 * docs/spec-decisions.md, "The wallet modal"):
 * (the account cards are ../accounts/account-cards.ts, how each type connects
 * ../connect/connect-kinds.ts)
 * - what follows a card click: its answer, and the wallet already connected;
 * - where the modal starts: Connect when the login token names a wallet (token mode),
 *   else the given section, else Select;
 * - which wallet must connect; the way back to Select from another page.
 */
import { paths, WALLET_MODAL_PARAM } from '@lender/shared';
import {
  UNSUPPORTED_WALLET_TYPES,
  walletTypeSupport,
  type WalletModalRequest,
} from '@lender/shared/contracts';
import type { Account, AuthorizedWallet } from '@lender/shared/endpoints/wallet';
import { sameAddress } from '@lender/shared/contracts';
import { walletOfLoginToken, type TokenAddresses } from '@lender/shared/wallet';
import type { SelectAnswer } from '../calls/account-calls.ts';
import type { ConnectRequest } from '../connect/connect-flow.ts';
import { withRedirect } from '../create/create-account.ts';
import { ERROR_SELECTING_WALLET } from './modal-texts.ts';
import type { ConnectView, ModalView } from './modal-view.ts';
import type { SigningMarker } from './signing-marker.ts';

export { UNSUPPORTED_WALLET_TYPES };

/** True for the types the product no longer connects ("Wallet type is no longer supported"). */
export const isUnsupportedWalletType = (type: string) => walletTypeSupport(type) === 'unsupported';

export type AfterSelect =
  | { next: 'close' }
  | { next: 'Connect'; disconnectFirst: boolean }
  | { next: 'Provenance' }
  | { next: 'Verify'; disconnectFirst: boolean }
  | { next: 'unsupported' }
  | { next: 'error'; message: string };

/**
 * What follows a card click. A wallet already connected that matches closes the
 * modal; one that does not is disconnected before the chosen one connects. A 403 goes
 * to Provenance for a PROVENANCE wallet, else to Verify; other failures say
 * "Error selecting wallet".
 */
export function afterSelect(
  wallet: Pick<AuthorizedWallet, 'address' | 'type'>,
  answer: SelectAnswer,
  connectedAddress: string | null,
): AfterSelect {
  const disconnectFirst = connectedAddress !== null && !sameAddress(connectedAddress, wallet.address);
  // Nothing connects a type the product no longer supports, verified or not.
  if (isUnsupportedWalletType(wallet.type) && (answer.ok || answer.status === 403))
    return { next: 'unsupported' };
  if (!answer.ok) {
    if (answer.status !== 403) return { next: 'error', message: ERROR_SELECTING_WALLET };
    return walletTypeSupport(wallet.type) === 'convert'
      ? { next: 'Provenance' }
      : { next: 'Verify', disconnectFirst };
  }
  if (connectedAddress !== null && !disconnectFirst) return { next: 'close' };
  return { next: 'Connect', disconnectFirst };
}

export type ModalStart =
  | { start: 'Select' }
  | { start: 'Connect' | 'Verify' }
  | { start: 'token'; wallet: TokenAddresses }
  | { start: 'token-error'; message: string }
  /** A reload during a verify step's wait for a signature (./signing-marker.ts). */
  | { start: 'interrupted'; marker: SigningMarker };

/**
 * Where the modal starts (spec section 4): back at the signing step a reload interrupted
 * (`marker`, read from session storage: the page was reloaded mid-signature, so it wins);
 * Connect for the wallet a login token names
 * (a token naming an account without its wallet: "jwt is missing addr claim"),
 * otherwise the given section (Connect or Verify: any wallet; the sections that need
 * a chosen wallet or an outcome start on Select), otherwise Select.
 */
export function modalStart(
  request: Pick<WalletModalRequest, 'section' | 'token'>,
  marker: SigningMarker | null = null,
): ModalStart {
  if (marker) return { start: 'interrupted', marker };
  if (request.token) {
    try {
      const wallet = walletOfLoginToken(request.token);
      if (wallet) return { start: 'token', wallet };
    } catch (error) {
      return { start: 'token-error', message: error instanceof Error ? error.message : String(error) };
    }
  }
  if (request.section === 'Connect' || request.section === 'Verify') return { start: request.section };
  return { start: 'Select' };
}

/** The wallet a token names, as the account list has it (its type says how it connects), if listed. */
export function walletNamedBy(
  accounts: readonly Account[],
  named: TokenAddresses,
): AuthorizedWallet | undefined {
  const { groupAddress } = named;
  const candidates = groupAddress
    ? accounts.filter((account) => sameAddress(account.address, groupAddress))
    : accounts;
  for (const account of candidates) {
    const found = account.authorizedWallets.find((wallet) => sameAddress(wallet.address, named.address));
    if (found) return found;
  }
  return undefined;
}

/**
 * Which wallet must connect: the one chosen in Select, else the one the login token
 * names, else any (null). Null request outside Connect and Verify.
 */
export function connectRequestOf(view: ConnectView): ConnectRequest;
export function connectRequestOf(view: ModalView): ConnectRequest | null;
export function connectRequestOf(view: ModalView): ConnectRequest | null {
  if (view.section !== 'Connect' && view.section !== 'Verify') return null;
  return { kinds: view.kinds, required: view.wallet?.address ?? view.fromToken?.address ?? null };
}

/**
 * Where the modal was headed (else the page it is on), with the modal open on Select:
 * the way back from converting a wallet, or from creating one.
 */
export function backToSelect(returnTo: string | null, here: string): string {
  const url = new URL(returnTo ?? here, here);
  url.searchParams.set(WALLET_MODAL_PARAM, 'Select');
  return url.toString();
}

/** No account yet: Create Wallet, which comes back to the modal on Select (same origin: a path). */
export function createWalletPath(returnTo: string | null, here: string): string {
  const back = new URL(backToSelect(returnTo, here));
  return withRedirect(paths.createWallet, `${back.pathname}${back.search}`);
}
