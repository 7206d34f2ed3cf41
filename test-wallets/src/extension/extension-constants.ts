/** Where the browser-extension test provider lives on the test wallets' server. */
export const EXTENSION_PATH = '/extension';
/** The page's local-storage key where the provider remembers the wallet it connected for the site. */
export const PROVIDER_STORAGE_KEY = 'test-wallet-extension';
