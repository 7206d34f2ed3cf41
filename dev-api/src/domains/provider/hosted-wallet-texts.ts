/**
 * The hosted test wallet's texts (./hosted-wallet-script.ts puts them in its frame as
 * JSON): what a person reads there, apart from what the dev API's answers carry.
 */
export const HOSTED_WALLET_TEXTS = {
  waiting: 'Waiting for you',
  asksToConnect: ' asks to connect to your provider account.',
  signInPrompt: 'Sign in to your provider account to continue.',
  signInForm: 'Sign in to your provider account',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  enterBoth: 'Enter your email and password.',
  ended: 'Your sign-in to the provider has ended. Sign in again.',
  unreachable: 'The provider could not be reached. Try again.',
  failed: 'The wallet failed.',
  loading: 'Loading your accounts…',
  account: 'Account',
  noWallets: 'Your provider account holds no wallet to connect.',
  approve: 'Approve',
  reject: 'Reject',
  nothingWaits: 'Nothing waits for you.',
  disconnect: 'Disconnect',
  signedInAs: 'Signed in to the provider as ',
  signOut: 'Sign out',
  /** "Connected to <the product's origin> as <address>." */
  connectedTo: 'Connected to ',
  connectedAs: ' as ',
  /**
   * What a refused request answers the product, with code 5000: WalletConnect's
   * USER_REJECTED (`@lender/shared/wallet`, not imported: this module runs in jsdom
   * tests without the encoders the wallet layer needs; a node test checks they agree).
   */
  userRejected: 'User rejected.',
} as const;
