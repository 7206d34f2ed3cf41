/**
 * Which wallet a person may act as (issue 26, items 1 and 2): one rule, written once, for
 * every call that mints a token acting as a wallet or reads which wallet a token acts as
 * (`wallet-jwt`, `wallet/token`, `account/select`, attach's group, the acting-account
 * fallback, the gateway, the identity's `x-addr`/`x-grp`, the broker's `figureinfo`).
 *
 * A wallet may be acted as (for an account, `grp`, when it signs for one) when
 * 1. it is in this identity's accounts (for `grp`: the account at that address lists it);
 * 2. its type is one the product supports (`walletTypeSupport` in `@lender/shared/contracts`,
 *    the same list as the wallet modal's): PROVENANCE must convert first, the rest are refused;
 * 3. it is verified there (its nonce was signed and attached);
 * 4. it is not attached to another identity: a self-custody wallet belongs to whoever proved
 *    its key first.
 *
 * Authority never comes from a token the wallet signs itself: a wallet token's `grp` is only
 * a request, granted when rule 1 holds for it.
 */
import { sameAddress, walletTypeSupport } from '@lender/shared/contracts';
import type { AccountRecord, WalletBook, WalletRecord } from './wallet-book.ts';

export type ActingRefusal =
  'not-authorized' | 'must-convert' | 'unsupported' | 'not-verified' | 'attached-elsewhere';

export interface ActingGrant {
  account: AccountRecord;
  wallet: WalletRecord;
  /** The wallet the token acts as (`addr`). */
  addr: string;
  /** The account it signs for (`grp`), when that is not the wallet's own. */
  grp: string | null;
}

export type ActingDecision = ({ ok: true } & ActingGrant) | { ok: false; reason: ActingRefusal };

/** Whether any of `accounts` lists the wallet (as its owner or as a member). */
const listsWallet = (accounts: readonly AccountRecord[], walletAddress: string) =>
  accounts.some((account) => account.authorizedWallets.some((w) => sameAddress(w.address, walletAddress)));

/**
 * The account and wallet an address names among `accounts` (rule 1 alone). A wallet's
 * address finds the first account that lists it (for `groupAddress`, only that account); an
 * account's address finds the account, acting through its owner wallet, else its first.
 */
export function findAuthorization(
  accounts: readonly AccountRecord[],
  walletAddress: string,
  groupAddress?: string | null,
): ActingGrant | null {
  const group = groupAddress && !sameAddress(groupAddress, walletAddress) ? groupAddress : null;
  for (const account of accounts) {
    if (group && !sameAddress(account.address, group)) continue;
    const wallet = account.authorizedWallets.find((w) => sameAddress(w.address, walletAddress));
    if (wallet) {
      const owner = sameAddress(wallet.address, account.address);
      return { account, wallet, addr: wallet.address, grp: owner ? null : account.address };
    }
    if (!group && sameAddress(account.address, walletAddress)) {
      const owner = account.authorizedWallets.find((w) => sameAddress(w.address, account.address));
      const acting = owner ?? account.authorizedWallets[0];
      if (acting)
        return { account, wallet: acting, addr: acting.address, grp: owner ? null : account.address };
    }
  }
  return null;
}

/** Rules 2-4 for a wallet rule 1 found; `proving` (attach, which verifies it) skips rule 3. */
function refusalOf(
  book: WalletBook,
  identityUuid: string,
  { wallet }: ActingGrant,
  { proving = false }: { proving?: boolean },
): ActingRefusal | null {
  const support = walletTypeSupport(wallet.type);
  if (support === 'convert') return 'must-convert';
  if (support === 'unsupported') return 'unsupported';
  if (!proving && !wallet.verified) return 'not-verified';
  const holder = book.attachedTo(wallet.address);
  if (holder !== undefined && holder !== identityUuid) return 'attached-elsewhere';
  return null;
}

/** Whether `identityUuid` may act as `walletAddress` (for `groupAddress`): the rule above. */
export function mayActAs(
  book: WalletBook,
  identityUuid: string,
  walletAddress: string,
  groupAddress?: string | null,
  options: { proving?: boolean } = {},
): ActingDecision {
  const found = findAuthorization(book.accountsOf(identityUuid), walletAddress, groupAddress);
  if (!found) return { ok: false, reason: 'not-authorized' };
  const refusal = refusalOf(book, identityUuid, found, options);
  return refusal ? { ok: false, reason: refusal } : { ok: true, ...found };
}

/**
 * What attach may grant a wallet that has just proved its key (issue 26, item 1): a group it
 * asks for only when the identity's accounts let it act for that account; a wallet the
 * accounts already list must be of a supported type (rule 3 waits: attach is what verifies
 * it); a wallet they do not list, asking for no group, becomes an account of its own.
 */
export function attachGrant(
  book: WalletBook,
  identityUuid: string,
  walletAddress: string,
  requestedGroup: string | null,
): { ok: true; grp: string | null } | { ok: false; reason: ActingRefusal } {
  const asked = requestedGroup !== null && !sameAddress(requestedGroup, walletAddress);
  if (!asked && !listsWallet(book.accountsOf(identityUuid), walletAddress)) return { ok: true, grp: null };
  const decision = mayActAs(book, identityUuid, walletAddress, requestedGroup, { proving: true });
  if (!decision.ok) return decision;
  return { ok: true, grp: asked ? decision.grp : null };
}

/**
 * Whether a session token's `addr` and `grp` belong to its identity's accounts (rule 1, the
 * second line behind the calls that mint them): the wallet is listed, for `grp` by that
 * account. A token naming no wallet belongs trivially.
 */
export function claimsBelong(
  book: WalletBook,
  identityUuid: string,
  claims: { addr?: string; grp?: string },
): boolean {
  if (!claims.addr) return true;
  // With a group, only that account is looked in; without one, any account listing the wallet.
  const found = findAuthorization(book.accountsOf(identityUuid), claims.addr, claims.grp);
  return !!found && sameAddress(found.addr, claims.addr);
}

export interface ActingWallet {
  addr: string | null;
  grp: string | null;
}

const NONE: ActingWallet = { addr: null, grp: null };

/**
 * The wallet (`addr`) and account (`grp`) a session acts as: the token's own claims when
 * they belong to the identity (none when they do not); else the account the identity
 * selected, else its first account, each only when the identity may act as it.
 */
export function actingWallet(
  book: WalletBook,
  identityUuid: string,
  claims: { addr?: string; grp?: string },
): ActingWallet {
  if (claims.addr)
    return claimsBelong(book, identityUuid, claims) ? { addr: claims.addr, grp: claims.grp ?? null } : NONE;
  const selected = book.selectedBy(identityUuid);
  const candidates = [
    ...(selected ? [selected] : []),
    ...book.accountsOf(identityUuid).map((a) => a.address),
  ];
  for (const candidate of candidates) {
    const decision = mayActAs(book, identityUuid, candidate);
    if (decision.ok) return { addr: decision.addr, grp: decision.grp };
  }
  return NONE;
}
