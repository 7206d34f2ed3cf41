/** Accounts and their authorized wallets (spec section 3). */
import * as v from 'valibot';

export const walletTypes = [
  'INMEMORY',
  'PROVIDER',
  'OLDNET',
  'ADNALES',
  'PROVENANCE',
  'SELF_CUSTODY',
  'SUBSCRIBE',
  'UNKNOWN',
] as const;

export const AuthorizedWallet = v.object({
  name: v.string(),
  address: v.string(),
  /** Owner, RBAC, Shared, Group, or another group type. */
  authorizationType: v.string(),
  verified: v.boolean(),
  /** One of `walletTypes`; kept open so a new type from the service does not break the list. */
  type: v.string(),
  representedGroupPolicy: v.optional(v.nullable(v.string())),
});
export type AuthorizedWallet = v.InferOutput<typeof AuthorizedWallet>;

export const Account = v.object({
  name: v.string(),
  address: v.string(),
  authorizedWallets: v.array(AuthorizedWallet),
});
export type Account = v.InferOutput<typeof Account>;
