/** Wallet connection constants and messages (spec sections 8 and 9), used verbatim. */

/** How long a wallet connection lasts without a wallet action: 24 h. */
export const WALLET_CONNECTION_TIMEOUT_MS = 86_400_000;
/**
 * The bridge (WalletConnect relay) session duration the specification names: 24 h, in seconds.
 * @deprecated Nothing uses it, and nothing can: a WalletConnect v2 session's lifetime is the
 * wallet's to set (a proposal carries none). The connection's own expiry,
 * WALLET_CONNECTION_TIMEOUT_MS (the same 24 h), ends a connection (docs/spec-decisions.md).
 * Still exported because `@lender/shared/wallet`'s exports are a contract between apps.
 */
export const BRIDGE_SESSION_DURATION_S = WALLET_CONNECTION_TIMEOUT_MS / 1000;
/** How often a connected session checks its expiry. */
export const EXPIRY_CHECK_INTERVAL_MS = 1_000;
/** How long a connect may wait for the wallet. */
export const CONNECT_WAIT_MS = 3_000;
/**
 * How long a withdrawal (`removePendingMethod`) waits for the wallet's answer: no person
 * is involved, and the page has stopped waiting for the request already.
 */
export const WITHDRAW_WAIT_MS = CONNECT_WAIT_MS;
/** The wallet library version a session records. */
export const WALLET_LIBRARY_VERSION = '3.10.2';

/** Reason given when a connection outlives its expiry. */
export const CONNECTION_EXPIRED = 'Connection Expired';
/** Thrown by a wallet method called without a connection. */
export const NO_WALLET_CONNECTED = 'No wallet connected';
/** Thrown when a group switch brings back no new token. */
export const SWITCH_TO_GROUP_JWT_ERROR = 'Error updating jwt on switchToGroup';
