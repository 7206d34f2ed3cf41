/**
 * The account cards the wallet modal's Select and the organization page list (spec
 * section 4, "Account selection and the modal"): one card per account and wallet that
 * may act for it, grouped, individual accounts first. Pure.
 */
import type { Account, AuthorizedWallet } from '@lender/shared/endpoints/wallet';
import { isOwnerWallet, shortenAddress, walletRoleLabel } from '@lender/shared/wallet';
import { sameAddress } from '@lender/shared/contracts';

export const INDIVIDUAL_ACCOUNTS = 'Individual Accounts';
export const ORGANIZATIONAL_ACCOUNTS = 'Organizational Accounts';

export interface AccountCard {
  key: string;
  account: { name: string; address: string };
  wallet: AuthorizedWallet;
  /** First 5 characters, three dots, last 5. */
  shortAddress: string;
  role: CardRole;
  verified: boolean;
  /** What a click selects: the wallet's address for an individual account, the account's for an organization's. */
  selectAddress: string;
}

/**
 * "Owner", or "Signing as" and the acting wallet's name: the words are @lender/shared's
 * (`walletRoleLabel`), the name apart so the card shows it isolated (names are data).
 */
export interface CardRole {
  label: string;
  /** The acting wallet's name when it signs for the account; null for the owner. */
  name: string | null;
}

function roleOf(wallet: AuthorizedWallet, account: Account): CardRole {
  const words = walletRoleLabel(wallet, account);
  if (isOwnerWallet(wallet, account)) return { label: words, name: null };
  // "Signing as {name}": the words before the name.
  return { label: words.slice(0, words.length - wallet.name.length).trimEnd(), name: wallet.name };
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
        role: roleOf(wallet, account),
        verified: wallet.verified,
      });
  }
  return groups;
}
