/**
 * The organization select-account page's texts (the title and the empty list's:
 * ./owner-wallet-flow.ts; "Try again": ../accounts/account-texts.ts; "Select Another
 * Wallet": ../connect/connect-texts.ts).
 */
export const STEP_NAMES = ['Select', 'Connect'] as const;
export const SELECT_HEADING = 'Select a wallet';
/** "Connect {account name}": the Connect step's heading. */
export const CONNECT_HEADING = 'Connect';
/** "{account name} ({short address}) will control the organization." */
export const WILL_CONTROL = 'will control the organization.';
export const LOADING_WALLETS = 'Loading your wallets…';
export const CREATE_WALLET = 'Create Wallet';
