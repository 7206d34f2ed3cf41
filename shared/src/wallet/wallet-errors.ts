/**
 * What goes wrong between the product and a wallet, as errors a screen can tell apart
 * and messages it can show as they are. The specification gives no texts for these;
 * ours are listed in docs/spec-decisions.md.
 */
import { USER_REJECTED } from './mobile/mobile-protocol.ts';

/** The person refused a connection or a request in the wallet. */
export const WALLET_REQUEST_REJECTED = 'The request was declined in your wallet.';
/** The wallet relay (or the wallet's page) could not be reached in time. */
export const WALLET_UNREACHABLE =
  "We couldn't reach the wallet connection service. Check your connection and try again.";
/** The person chose the browser extension, and this browser does not have it. */
export const WALLET_EXTENSION_MISSING =
  'The wallet extension is not installed in this browser. Install it, then try again.';
/** The reason a session records when the wallet ends it from its side. */
export const WALLET_ENDED_CONNECTION = 'Your wallet ended the connection.';
/**
 * The reason a session records when the wallet moves it to another account it cannot
 * prove (a WalletConnect update brings no key or token of the new account).
 */
export const WALLET_ACCOUNT_CHANGED = 'Your wallet switched to another account. Connect the wallet again.';

/** The page withdrew a request still waiting in the wallet (`removePendingMethod`). */
export const WALLET_REQUEST_WITHDRAWN = 'The request was withdrawn.';

/** How long reaching the wallet relay may take before a connect gives up. */
export const WALLET_RELAY_TIMEOUT_MS = 10_000;

export class WalletRejectedError extends Error {
  constructor() {
    super(WALLET_REQUEST_REJECTED);
    this.name = 'WalletRejectedError';
  }
}

/**
 * A request the page withdrew while it waited for the person (Cancel, Request again): the
 * caller stops waiting at once, whatever the wallet later answers.
 */
export class WalletRequestWithdrawnError extends Error {
  constructor() {
    super(WALLET_REQUEST_WITHDRAWN);
    this.name = 'WalletRequestWithdrawnError';
  }
}

export class WalletUnreachableError extends Error {
  constructor() {
    super(WALLET_UNREACHABLE);
    this.name = 'WalletUnreachableError';
  }
}

export class WalletExtensionMissingError extends Error {
  constructor() {
    super(WALLET_EXTENSION_MISSING);
    this.name = 'WalletExtensionMissingError';
  }
}

/**
 * A wallet's failure as an error a screen can tell apart: a refusal (USER_REJECTED, the
 * answer of every wallet speaking the mobile protocol) becomes
 * WalletRejectedError; the plain `{ code, message }` objects wallets reject with
 * become Errors with their message.
 */
export function walletErrorOf(error: unknown): Error {
  if ((error as { code?: unknown } | null)?.code === USER_REJECTED.code) return new WalletRejectedError();
  if (error instanceof Error) return error;
  const message = (error as { message?: unknown } | null)?.message;
  return new Error(typeof message === 'string' ? message : String(error));
}

/** Rejects with WalletUnreachableError unless `work` settles within `ms`. */
export function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WalletUnreachableError()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `work`, unless `signal` aborts first: then it rejects with the abort's reason at once. An
 * answer or error of `work` that comes after is dropped, never an unhandled rejection.
 */
export function unlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason as Error);
    if (signal.aborted) stop();
    signal.addEventListener('abort', stop, { once: true });
    void work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}
