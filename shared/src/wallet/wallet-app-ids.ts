/**
 * Wallet provider ids (spec section 3: "extension, mobile, mobile test, hosted, hosted
 * test"). A hosted or mobile session is initialised with an id that depends on the
 * wallet kind and on production versus test; the browser extension is one app in both,
 * so it has a single id. The ids are ours, written as the spec names them with `-test`
 * for the test variants; an adapter maps them to the provider's own values.
 */
export const WALLET_APP_IDS = {
  extension: 'extension',
  mobile: 'mobile',
  mobileTest: 'mobile-test',
  hosted: 'hosted',
  hostedTest: 'hosted-test',
} as const;

export type WalletAppId = (typeof WALLET_APP_IDS)[keyof typeof WALLET_APP_IDS];
export type WalletAppKind = 'extension' | 'mobile' | 'hosted';
export type WalletEnvironment = 'production' | 'test';

/** The provider id for a wallet kind in an environment. */
export function walletAppIdFor(kind: WalletAppKind, environment: WalletEnvironment): WalletAppId {
  if (kind === 'extension') return WALLET_APP_IDS.extension;
  if (kind === 'mobile')
    return environment === 'production' ? WALLET_APP_IDS.mobile : WALLET_APP_IDS.mobileTest;
  return environment === 'production' ? WALLET_APP_IDS.hosted : WALLET_APP_IDS.hostedTest;
}

/** The wallet kind a provider id belongs to; null for an id this product does not know. */
export function walletKindOfAppId(walletAppId: string | null | undefined): WalletAppKind | null {
  switch (walletAppId) {
    case WALLET_APP_IDS.extension:
      return 'extension';
    case WALLET_APP_IDS.mobile:
    case WALLET_APP_IDS.mobileTest:
      return 'mobile';
    case WALLET_APP_IDS.hosted:
    case WALLET_APP_IDS.hostedTest:
      return 'hosted';
    default:
      return null;
  }
}
