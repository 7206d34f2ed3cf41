/**
 * The credentials sent for a selected wallet and account. A wallet authorised as Owner,
 * RBAC or Shared signs for itself and sends only its address; any other authorisation
 * (Group and the other group types) acts through a group policy, whose address is the
 * selected account's address, and sends that too.
 */
export type AuthorizationType = 'Owner' | 'RBAC' | 'Shared' | 'Group' | (string & {});

export interface WalletCredentials {
  walletAddress: string;
  groupPolicyAddress?: string;
}

export const WALLET_ONLY_AUTHORIZATIONS: readonly AuthorizationType[] = ['Owner', 'RBAC', 'Shared'];

export function sendsOnlyWalletAddress(authorizationType: AuthorizationType): boolean {
  return WALLET_ONLY_AUTHORIZATIONS.includes(authorizationType);
}

export function buildCredentials(
  wallet: { address: string; authorizationType: AuthorizationType },
  account: { address: string },
): WalletCredentials {
  return sendsOnlyWalletAddress(wallet.authorizationType)
    ? { walletAddress: wallet.address }
    : { walletAddress: wallet.address, groupPolicyAddress: account.address };
}
