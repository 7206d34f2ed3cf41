/**
 * The wallet verify flow (spec section 4): CONNECT_NEW until the wallet is connected,
 * then GET_NONCE (a nonce fetched with the wallet's signed token, signed by the
 * wallet), ATTACH (the signature submitted; the returned jwt stored as the bearer
 * value, which announces the identity-token update; the account-switch callback), and
 * SUCCESS. A 403 is ERROR; "Provided wallet is already attached to an identity" is
 * the attached-elsewhere outcome (a notice, a disconnect, Verification_Error). Any
 * other failure (the dev API's 400s: a nonce it cannot use, a signature that does not
 * match; a refusal in the wallet) is a message and a way to try again. Effects are
 * given, so the flow is tested without a page.
 */
import { ApiError, errorMessages } from '@lender/shared';

export type VerifyState = 'CONNECT_NEW' | 'GET_NONCE' | 'ATTACH' | 'SUCCESS' | 'ERROR';

export const ATTACHED_ELSEWHERE = 'Provided wallet is already attached to an identity';
export const SELECT_FROM_LIST = 'Please select wallet from list to continue';

export interface VerifyDeps {
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
  onState(state: VerifyState): void;
}

export type VerifyOutcome =
  { result: 'verified' } | { result: 'attached-elsewhere' } | { result: 'failed'; message: string };

/** Runs GET_NONCE to SUCCESS for a connected wallet. */
export async function verifyConnectedWallet(deps: VerifyDeps): Promise<VerifyOutcome> {
  try {
    deps.onState('GET_NONCE');
    const signature = await deps.signNonce(await deps.fetchNonce());
    deps.onState('ATTACH');
    deps.storeJwt(await deps.attach(signature));
    deps.onAccountSwitch?.();
    deps.onState('SUCCESS');
    return { result: 'verified' };
  } catch (error) {
    const messages = errorMessages(error);
    if (error instanceof ApiError && error.status === 403) {
      deps.onState('ERROR');
      if (messages.includes(ATTACHED_ELSEWHERE)) return { result: 'attached-elsewhere' };
    } else deps.onState('CONNECT_NEW');
    return { result: 'failed', message: messages.join(' ') };
  }
}
