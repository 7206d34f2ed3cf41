/**
 * The modal's Connect and Verify once the connect panel is up (part of
 * ./modal-reducer.ts): a kind picked, the wallet connected, the verify sequence's steps
 * and outcome, and the reconnect a refused wallet token offers. Pure.
 */
import { needsNewWalletToken } from '../verify/wallet-token.ts';
import { cleared, connecting, isConnect, stay, unwaited, verifying, type ModalStep } from './modal-steps.ts';
import type { ModalEvent, ModalView } from './modal-view.ts';

export type VerifyEvent = Extract<
  ModalEvent,
  {
    type:
      | 'pick-kind'
      | 'connected'
      | 'verify-step'
      | 'verified'
      | 'verify-failed'
      | 'attached-elsewhere'
      | 'verification-error'
      | 'reconnect'
      | 'reconnect-ready';
  }
>;

export function verifyStep(view: ModalView, event: VerifyEvent): ModalStep {
  const none = stay(view);
  const atPanel = isConnect(view) && view.step === 'connect';
  switch (event.type) {
    case 'pick-kind':
      return atPanel ? stay(cleared(view), { type: 'connect', kind: event.kind }) : none;
    case 'connected': {
      if (!atPanel) return none;
      if (view.section === 'Connect') return stay({ section: 'Success' }, { type: 'done' });
      // A wallet token about to expire is renewed first (issue 27, item 5).
      const renew = needsNewWalletToken(event.walletToken, event.now);
      return stay(
        { ...cleared(view), step: renew ? 'RENEW_TOKEN' : 'GET_NONCE' },
        { type: 'verify', address: event.address, renew },
      );
    }
    case 'verify-step':
      // The step that waited for a signature is over (./signing-reducer.ts).
      return verifying(view) ? stay({ ...unwaited(view), step: event.step }) : none;
    case 'verified':
      return verifying(view) ? stay({ section: 'Success' }, { type: 'done' }) : none;
    case 'verify-failed':
      // Once the wait stopped (timed out, withdrawing), a failure is our own withdrawal's.
      if (!verifying(view) || (view.wait && view.wait.state !== 'waiting')) return none;
      return stay({
        ...unwaited(view),
        step: 'connect',
        error: event.message,
        ...(event.tokenRefused ? { reconnect: true } : {}),
      });
    case 'attached-elsewhere':
      // The notice, then the wallet disconnected, then Verification_Error.
      if (!verifying(view)) return none;
      return stay(
        view,
        { type: 'notify-attached-elsewhere' },
        { type: 'disconnect', then: { type: 'verification-error' } },
      );
    case 'verification-error':
      return verifying(view) ? stay({ section: 'Verification_Error' }) : none;
    case 'reconnect':
      // A new connection brings a new wallet token: the old one is disconnected first.
      if (!atPanel || !view.reconnect) return none;
      return stay(
        cleared(view),
        { type: 'cancel-connect' },
        { type: 'disconnect', then: { type: 'reconnect-ready' } },
      );
    case 'reconnect-ready':
      return atPanel ? connecting(view) : none;
  }
}
