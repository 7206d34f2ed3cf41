/**
 * The wallet modal's rules, pure (spec section 4, "Account selection and the modal"
 * and "Wallet verify flow"; the choices the specification leaves open are in
 * docs/spec-decisions.md, "The wallet modal"):
 * - the account cards of Select, grouped: individual accounts first;
 * - how a wallet of each type connects;
 * - what follows a card click: its answer, and the wallet already connected;
 * - where the modal starts: Connect when the login token names a wallet (token mode),
 *   else the given section, else Select.
 */
import {
  UNSUPPORTED_WALLET_TYPES,
  walletTypeSupport,
  type WalletModalRequest,
  type WalletTypeSupport,
} from '@lender/shared';
import type { Account, AuthorizedWallet } from '@lender/shared/endpoints/wallet';
import {
  ConnectOptionsError,
  sameAddress,
  shortenAddress,
  walletOfLoginToken,
  walletRoleLabel,
  type TokenAddresses,
  type WalletAppKind,
} from '@lender/shared/wallet';

export const SELECT_TITLE = 'Choose an Account';
export const INDIVIDUAL_ACCOUNTS = 'Individual Accounts';
export const ORGANIZATIONAL_ACCOUNTS = 'Organizational Accounts';
export const SWITCHING_ACCOUNTS = 'Switching Accounts...';
export const ERROR_SELECTING_WALLET = 'Error selecting wallet';
export const ERROR_RETRIEVING_ACCOUNTS =
  'Error Retrieving Accounts. Please try refreshing the browser or contact support for continued issues.';

export interface AccountCard {
  key: string;
  account: { name: string; address: string };
  wallet: AuthorizedWallet;
  /** First 5 characters, three dots, last 5. */
  shortAddress: string;
  /** "Owner" or "Signing as {name}". */
  role: string;
  verified: boolean;
  /** What a click selects: the wallet's address for an individual account, the account's for an organization's. */
  selectAddress: string;
}

export interface AccountGroups {
  individual: AccountCard[];
  organizational: AccountCard[];
}

/**
 * One card per account and wallet that may act for it. An account one of whose
 * wallets is its owner (the same address) is an individual account; any other is an
 * organization's, acted for by a member's wallet.
 */
export function accountGroups(accounts: readonly Account[]): AccountGroups {
  const groups: AccountGroups = { individual: [], organizational: [] };
  for (const account of accounts) {
    const owned = account.authorizedWallets.some((wallet) => sameAddress(wallet.address, account.address));
    for (const wallet of account.authorizedWallets)
      (owned ? groups.individual : groups.organizational).push({
        selectAddress: owned ? wallet.address : account.address,
        key: `${account.address}:${wallet.address}`,
        account: { name: account.name, address: account.address },
        wallet,
        shortAddress: shortenAddress(account.address),
        role: walletRoleLabel(wallet, account),
        verified: wallet.verified,
      });
  }
  return groups;
}

/** The wallet kinds each kind of wallet type connects through (the types: `walletTypeSupport`). */
const KINDS_BY_SUPPORT: Record<WalletTypeSupport, readonly WalletAppKind[]> = {
  hosted: ['hosted'],
  'self-custody': ['mobile', 'extension'],
  convert: [],
  unsupported: [],
};

/** How a wallet of each type connects: the wallet kinds offered, or none (unsupported; PROVENANCE converts first). */
export const connectKindsFor = (type: string): readonly WalletAppKind[] =>
  KINDS_BY_SUPPORT[walletTypeSupport(type)];

export { UNSUPPORTED_WALLET_TYPES };

/** True for the types the product no longer connects ("Wallet type is no longer supported"). */
export const isUnsupportedWalletType = (type: string) => walletTypeSupport(type) === 'unsupported';

export type SelectAnswer = { ok: true } | { ok: false; status: number };

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
  | { start: 'token-error'; message: string };

/**
 * Where the modal starts (spec section 4): Connect for the wallet a login token names
 * (a token naming an account without its wallet: "jwt is missing addr claim"),
 * otherwise the given section (Connect or Verify: any wallet; the sections that need
 * a chosen wallet or an outcome start on Select), otherwise Select.
 */
export function modalStart(request: Pick<WalletModalRequest, 'section' | 'token'>): ModalStart {
  if (request.token) {
    try {
      const wallet = walletOfLoginToken(request.token);
      if (wallet) return { start: 'token', wallet };
    } catch (error) {
      return { start: 'token-error', message: (error as Error).message };
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

/** What a failed connect says: a wallet other than the one required is said in words. */
export function connectProblem(error: unknown, required: string | null): string {
  if (error instanceof ConnectOptionsError && required)
    return `That is not the wallet you chose (${shortenAddress(required)}). Connect that one, or select another wallet.`;
  return error instanceof Error ? error.message : String(error);
}
