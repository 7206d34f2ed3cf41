/**
 * `@lender/shared/wallet`: the page's wallet (one connection, whichever kind: extension, mobile
 * over WalletConnect, hosted in a frame), what the wallet modal reads of it, and the wallet-owner
 * rules the wallet pages show. Loaded with the wallet modal and the screens that read the wallet,
 * never by the login page at start. The test wallets' side of the protocols is
 * `@lender/shared/stand-ins`.
 */
export { ConnectOptionsError } from './connect-options.ts';
export { prefetchSignClient } from './mobile/sign-client.ts';
export { WALLET_EXTENSION_MISSING, WalletRequestWithdrawnError } from './wallet-errors.ts';
export { createPageWallet, type PageWallet } from './page/page-wallet.ts';
export { HOSTED_FRAME_PARENT_ID, pagePassportSite, pageWallet } from './page/page-wallet-instance.ts';
export { shortenAddress } from '../rules/shortened-address.ts';
export { isOwnerWallet, walletRoleLabel } from '../rules/wallet-owner.ts';
// Here rather than with the stand-ins' signing code: the wallet modal reads a login token and
// the wallet's own token's lifetime (jose and the token's schema are in this entry already).
export { walletOfLoginToken, type TokenAddresses } from '../crypto/token-address.ts';
export { JWT_DEFAULT_LIFETIME_S } from '../crypto/signed-token-payload.ts';
export { createInMemoryWallet, type InMemoryWallet } from './in-memory-wallet.ts';
export type { WalletAdapter } from './wallet-adapter.ts';
export type { WalletAppKind } from './wallet-app-ids.ts';
