/**
 * The one verify sequence (spec section 4, "Wallet verify flow"), for a wallet already
 * connected (CONNECT_NEW is the connect panel's): GET_NONCE (a nonce fetched with the
 * wallet's signed token, signed by the wallet), ATTACH (the signature submitted; the
 * returned jwt stored as the bearer value, which announces the identity-token update;
 * then the account-switch callback), and SUCCESS ("verified").
 *
 * Ours (docs/spec-decisions.md, "The wallet modal"):
 * - RENEW_TOKEN first when the modal says the wallet's token is about to expire
 *   (../verify/wallet-token.ts): the wallet signs a new one (`signJWT`), which the page
 *   wallet stores and the API client then sends.
 * - "Provided wallet is already attached to an identity" (403) is its own outcome.
 * - A refusal of the wallet's token (the API answers 400, never ending the session) is
 *   `tokenRefused`, so the modal offers to reconnect: a 400 from the nonce call (it sends
 *   nothing else of the person's), or from attach once the token has expired (the nonce
 *   call took the same token moments before; attach's other 400s are the nonce's and the
 *   signature's).
 * - A signature request the modal withdrew (the wait timed out, "Cancel", "Request again":
 *   ../modal/signing-reducer.ts) is `withdrawn`, no failure to show (`deps.withdrawn`).
 * - Any other failure (a refusal in the wallet, the API's other answers) is its message.
 * Effects are given, so the sequence is tested without a page.
 */
import { ApiError, errorMessages } from '@lender/shared';
import { ATTACHED_ELSEWHERE } from '../modal/modal-texts.ts';

export type VerifyStep = 'RENEW_TOKEN' | 'GET_NONCE' | 'ATTACH';

export interface VerifyDeps {
  /** Asks the wallet for a new signed token (stored by the page wallet). */
  renewToken(): Promise<void>;
  /** The nonce to sign, hex, fetched with the wallet's signed token. */
  fetchNonce(): Promise<string>;
  /** The wallet's signature of the nonce, hex. */
  signNonce(hexNonce: string): Promise<string>;
  /** Submits the signature; the answer's jwt. */
  attach(signedNonceHex: string): Promise<string>;
  /** Stores the jwt as the bearer value (the session store announces the update). */
  storeJwt(jwt: string): void;
  /** The page's account-switch callback, when it gave one. */
  onAccountSwitch?(): void;
  onStep(step: VerifyStep): void;
  /** Whether the wallet's token has expired by now. */
  tokenExpired(): boolean;
  /**
   * Whether the change that started the sequence is still the latest: once the person
   * moved on (back to the list, closed), an approval that comes later stores no jwt and
   * switches no account.
   */
  isCurrent(): boolean;
  /** Whether `error` says the signature request was withdrawn (the page wallet's `WalletRequestWithdrawnError`). */
  withdrawn?(error: unknown): boolean;
}

export type VerifyOutcome =
  | { result: 'verified' }
  | { result: 'attached-elsewhere' }
  | { result: 'withdrawn' }
  | { result: 'failed'; message: string; tokenRefused: boolean };

const isBadRequest = (error: unknown) => error instanceof ApiError && error.status === 400;

/** Runs the sequence for a connected wallet; never rejects. */
export async function verifyConnectedWallet(
  deps: VerifyDeps,
  { renew }: { renew: boolean },
): Promise<VerifyOutcome> {
  let step: VerifyStep = 'GET_NONCE';
  const enter = (next: VerifyStep) => {
    step = next;
    deps.onStep(next);
  };
  try {
    if (renew) {
      enter('RENEW_TOKEN');
      await deps.renewToken();
    }
    enter('GET_NONCE');
    const nonce = await deps.fetchNonce();
    const signature = await deps.signNonce(nonce);
    enter('ATTACH');
    const jwt = await deps.attach(signature);
    if (deps.isCurrent()) {
      deps.storeJwt(jwt);
      deps.onAccountSwitch?.();
    }
    return { result: 'verified' };
  } catch (error) {
    if (deps.withdrawn?.(error)) return { result: 'withdrawn' };
    const messages = errorMessages(error);
    if (error instanceof ApiError && error.status === 403 && messages.includes(ATTACHED_ELSEWHERE))
      return { result: 'attached-elsewhere' };
    const tokenRefused =
      isBadRequest(error) && (step === 'GET_NONCE' || (step === 'ATTACH' && deps.tokenExpired()));
    return { result: 'failed', message: messages.join(' '), tokenRefused };
  }
}
