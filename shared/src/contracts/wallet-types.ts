/**
 * Which wallet types the product works with, and how (issue 26, item 2): one list for the
 * wallet service's stand-in (which wallets a person may act as, `dev-api`) and the wallet
 * modal (how a card connects), so the two cannot disagree.
 *
 * - `hosted`: the provider holds the keys; the person connects through the provider's
 *   hosted wallet (spec section 2: "A provider-own or OLDNET wallet connects automatically").
 * - `self-custody`: the person holds the keys; a mobile wallet or a browser extension.
 * - `convert`: a PROVENANCE wallet is converted before it can be used (spec section 4).
 * - `unsupported`: "Wallet type is no longer supported" (ADNALES, SUBSCRIBE, UNKNOWN), and
 *   any type the service names that this list does not know yet.
 */
export type WalletTypeSupport = 'hosted' | 'self-custody' | 'convert' | 'unsupported';

export const WALLET_TYPE_SUPPORT = {
  PROVIDER: 'hosted',
  OLDNET: 'hosted',
  SELF_CUSTODY: 'self-custody',
  INMEMORY: 'self-custody',
  PROVENANCE: 'convert',
  ADNALES: 'unsupported',
  SUBSCRIBE: 'unsupported',
  UNKNOWN: 'unsupported',
} as const satisfies Record<string, WalletTypeSupport>;

export type KnownWalletType = keyof typeof WALLET_TYPE_SUPPORT;

/** The types the product no longer connects, as the modal names them. */
export const UNSUPPORTED_WALLET_TYPES = (Object.keys(WALLET_TYPE_SUPPORT) as KnownWalletType[]).filter(
  (type) => WALLET_TYPE_SUPPORT[type] === 'unsupported',
);

export function walletTypeSupport(type: string): WalletTypeSupport {
  return Object.hasOwn(WALLET_TYPE_SUPPORT, type)
    ? WALLET_TYPE_SUPPORT[type as KnownWalletType]
    : 'unsupported';
}
