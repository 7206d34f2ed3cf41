/**
 * The reload marker of the signing step (issue 32, item 1): while a verify step waits for
 * the wallet's signature, session storage (`SESSION_KEYS.walletSigning`) holds where the
 * modal was, so a reload comes back to that step, "interrupted", with "Request again"
 * (nothing is sent again without the person). The shell opens the modal when the key exists
 * (shell/src/wallet-modal/WalletModalSlot.tsx: it knows the key, not this shape). A marker
 * that does not parse reads as none and changes nothing. Pure but for `signingMarkerStore`.
 */
import { SESSION_KEYS, sessionStorageSource, storedJson } from '@lender/shared';
import type { AuthorizedWallet } from '@lender/shared/endpoints/wallet';
import type { TokenAddresses, WalletAppKind } from '@lender/shared/wallet';
import type { ConnectView, ModalView } from './modal-view.ts';

export type SigningStep = 'RENEW_TOKEN' | 'GET_NONCE';

export interface SigningMarker {
  wallet: AuthorizedWallet | null;
  kinds: WalletAppKind[];
  fromToken: TokenAddresses | null;
  step: SigningStep;
  /** The wallet's kind, when known (what "Request again" connects). */
  kind: WalletAppKind | null;
  /** The request that may still wait in the wallet (withdrawn before one is sent anew). */
  requestId: string | null;
}

export const isSigningStep = (step: ConnectView['step']): step is SigningStep =>
  step === 'RENEW_TOKEN' || step === 'GET_NONCE';

/** The marker for `view`: only while a verify step waits for (or was stopped waiting for) a signature. */
export function signingMarkerOf(view: ModalView): SigningMarker | null {
  if (view.section !== 'Verify' || !view.wait || !isSigningStep(view.step)) return null;
  const { wait } = view;
  return {
    wallet: view.wallet,
    kinds: [...view.kinds],
    fromToken: view.fromToken,
    step: view.step,
    kind: wait.kind,
    requestId: wait.requestId,
  };
}

/** The step a reload comes back to: that step, interrupted. */
export const interruptedView = (marker: SigningMarker): ModalView => ({
  section: 'Verify',
  wallet: marker.wallet,
  kinds: marker.kinds,
  fromToken: marker.fromToken,
  step: marker.step,
  wait: { state: 'interrupted', requestId: marker.requestId, kind: marker.kind },
});

const KINDS: readonly unknown[] = ['mobile', 'extension', 'hosted'] satisfies WalletAppKind[];
type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const orNull = (value: unknown, is: (v: unknown) => boolean) => value === null || is(value);
const isKind = (value: unknown) => KINDS.includes(value);
const isWallet = (v: unknown) =>
  isObject(v) &&
  [v.name, v.address, v.type, v.authorizationType].every(isString) &&
  typeof v.verified === 'boolean';
const isTokenAddresses = (v: unknown) =>
  isObject(v) && isString(v.address) && orNull(v.groupAddress, isString);

/** What session storage holds, checked field by field (it may be old, edited or another build's). */
export function isSigningMarker(value: unknown): value is SigningMarker {
  return (
    isObject(value) &&
    orNull(value.wallet, isWallet) &&
    Array.isArray(value.kinds) &&
    value.kinds.every(isKind) &&
    orNull(value.fromToken, isTokenAddresses) &&
    (value.step === 'RENEW_TOKEN' || value.step === 'GET_NONCE') &&
    orNull(value.kind, isKind) &&
    orNull(value.requestId, isString)
  );
}

/** The marker in session storage (a value that does not parse reads as null). */
export const signingMarkerStore = storedJson(
  SESSION_KEYS.walletSigning,
  sessionStorageSource,
  isSigningMarker,
);
