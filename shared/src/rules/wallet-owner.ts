/**
 * An owner wallet is one whose address equals the account address; any other wallet
 * signs on the account's behalf and is labelled "Signing as {name}".
 * Addresses are compared case-insensitively: the same hex address arrives checksummed
 * (mixed case, EIP-55) from a wallet and lower-cased from the API, and bech32 addresses
 * are case-insensitive by definition, so a case difference never means another address.
 */
export const OWNER_LABEL = 'Owner';

export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function isOwnerWallet(wallet: { address: string }, account: { address: string }): boolean {
  return sameAddress(wallet.address, account.address);
}

/** "Owner", or "Signing as {wallet name}" for a wallet that acts for someone else's account. */
export function walletRoleLabel(
  wallet: { name: string; address: string },
  account: { address: string },
): string {
  return isOwnerWallet(wallet, account) ? OWNER_LABEL : `Signing as ${wallet.name}`;
}
