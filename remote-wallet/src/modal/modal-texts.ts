/**
 * The wallet modal's texts, each once. The specification's where it gives them
 * (verbatim); ours are listed in docs/spec-decisions.md ("The wallet modal"). The connect
 * panel's own texts (kind buttons, waiting lines, "Select Another Wallet") are ../connect/'s;
 * the account list's failure and "Try again" ../accounts/account-texts.ts.
 */

// Select (spec section 4, "Account selection and the modal").
export const SELECT_TITLE = 'Choose an Account';
export const LOADING_ACCOUNTS = 'Loading your accounts…';
export const SWITCHING_ACCOUNTS = 'Switching Accounts...';
export const ERROR_SELECTING_WALLET = 'Error selecting wallet';
export const LOOKING_FOR_SOMETHING_ELSE = 'Looking for something else?';
export const CONNECT_A_WALLET = 'Connect a Wallet';
export const CREATE_AN_ORGANIZATION = 'Create an Organization';

// Connect and Verify: titles and the way back to Select.
export const CONNECT_TITLE = 'Connect Your Wallet';
export const VERIFY_TITLE = 'Connect your Wallet';
export const SCAN_QR_TITLE = 'Scan the QR Code';
export const EXTENSION_TITLE = 'Connect with the Chrome Extension';
export const SELECT_A_DIFFERENT_WALLET = 'Select A Different Wallet';
export const FINDING_WALLET = 'Finding your wallet…';

// Verify (spec section 4, "Wallet verify flow").
export const VERIFICATION_REQUIRED = 'Wallet Verification Required';
export const VERIFY_STEPS = ['Connect to your wallet', 'Sign the transaction'] as const;
/** Verify starts with a wallet token about to expire: the wallet is asked for a new one first. */
export const RENEWING_WALLET_TOKEN =
  'Your wallet token is about to expire. Approve a new one in your wallet…';
export const SIGNING_NONCE = 'Sign the request in your wallet…';
export const ATTACHING = 'Verifying your wallet…';

// A verify step waiting for the wallet's signature (issue 32, item 1; ./signing-countdown.ts).
export const TIME_LEFT_PREFIX = 'Time left to approve in your wallet:';
export const LEFT_TO_APPROVE = 'left to approve in your wallet.';
export const SIGNING_TIMED_OUT = 'The signature request timed out.';
export const SIGNING_INTERRUPTED = 'The signature request was interrupted.';
export const REQUEST_AGAIN = 'Request again';
export const CANCEL_REQUEST = 'Cancel';
/** Offered when the API refuses the wallet's token: a new connection brings a new one. */
export const RECONNECT_WALLET = 'Reconnect the wallet';

// The other sections.
export const PROVENANCE_TITLE = 'Convert your Provenance Wallet';
export const PROVENANCE_TEXT =
  'This Provenance wallet must be converted before it can be used. You will come back here afterwards.';
export const CONVERT_WALLET = 'Convert wallet';
export const UNSUPPORTED_TYPE = 'Wallet type is no longer supported';
export const UNSUPPORTED_TEXT =
  'This wallet can no longer be connected here. Choose another account to continue.';
export const CONTINUE = 'Continue';
export const SUCCESS_TITLE = 'Wallet connected';
export const VERIFICATION_ERROR_TITLE = 'Choose another wallet';
export const ATTACHED_ELSEWHERE = 'Provided wallet is already attached to an identity';
export const SELECT_FROM_LIST = 'Please select wallet from list to continue';
