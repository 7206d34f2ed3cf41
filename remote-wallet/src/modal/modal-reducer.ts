/**
 * The wallet modal's transitions, pure: `(view, event) → { view, effects }` (types:
 * ./modal-view.ts; table: ./modal-reducer.test.ts). The runner (./use-wallet-modal.ts)
 * feeds it what the person does and what each effect answers, and runs the effects it
 * returns. An event the current view does not expect changes nothing. Select and the
 * start are ./select-reducer.ts's, Connect and Verify ./verify-reducer.ts's, the wait for
 * a signature ./signing-reducer.ts's; the rules
 * they apply are ./modal-rules.ts's; what the specification leaves open is in
 * docs/spec-decisions.md ("The wallet modal").
 */
import { loadingView, stay, toSelect, verifying, type ModalStep } from './modal-steps.ts';
import type { ModalEffect, ModalEvent, ModalView } from './modal-view.ts';
import { selectStep } from './select-reducer.ts';
import { signingStep } from './signing-reducer.ts';
import { verifyStep } from './verify-reducer.ts';
import { isPageEvent, wayBackStep } from './way-back.ts';

export type { ModalStep } from './modal-steps.ts';

/** Each event to the reducer that owns it: one switch, so a new event type must be routed to compile. */
export function modalStep(view: ModalView, event: ModalEvent): ModalStep {
  const none = stay(view);
  switch (event.type) {
    case 'open':
    case 'accounts':
    case 'accounts-failed':
    case 'retry-accounts':
    case 'choose':
    case 'selected':
    case 'previous-disconnected':
    case 'connect-any':
    case 'create-organization':
      return selectStep(view, event);
    case 'pick-kind':
    case 'connected':
    case 'verify-step':
    case 'verified':
    case 'verify-failed':
    case 'attached-elsewhere':
    case 'verification-error':
    case 'reconnect':
    case 'reconnect-ready':
      return verifyStep(view, event);
    case 'reselect':
      // Back to the list: a connect attempt under way stops (a pending pairing is disconnected);
      // mid-signature (a verify step waiting in the wallet) the wallet is disconnected, as on close.
      if (view.section === 'Select' || view.section === 'Success') return none;
      if (view.section === 'Provenance' && view.status === 'opening') return none;
      return verifying(view)
        ? toSelect({ type: 'cancel-connect' }, { type: 'disconnect' })
        : toSelect({ type: 'cancel-connect' });
    case 'convert':
      if (view.section !== 'Provenance' || view.status !== 'ready') return none;
      return stay(
        { section: 'Provenance', wallet: view.wallet, status: 'opening' },
        { type: 'open-conversion', address: view.wallet.address },
      );
    case 'conversion-failed':
      if (view.section !== 'Provenance' || view.status !== 'opening') return none;
      return stay({ ...view, status: 'ready', error: event.message });
    case 'close':
      // Mid-pairing, or mid-signature (a verify step waiting in the wallet): nothing may stay pending.
      return stay(view, { type: 'close', disconnect: event.wallet === 'pending' || verifying(view) });
    case 'opened-in-wallet':
    case 'page-hidden':
    case 'page-visible':
      return wayBackStep(view, event);
    case 'wallet-waiting':
    case 'wait-ran-out':
    case 'withdrawn':
    case 'cancel-request':
    case 'request-again':
      return signingStep(view, event);
  }
}

/** The reducer's state: the view, the effects its last change asked for, and which change that was. */
export interface ModalState {
  view: ModalView;
  effects: readonly ModalEffect[];
  seq: number;
}

export const initialModalState: ModalState = { view: loadingView, effects: [], seq: 0 };

/**
 * One turn: a person's event (`answerTo` undefined) supersedes whatever was under way,
 * so an effect's answer counts only for the change that asked for it (`answerTo` is
 * that change's `seq`): one the person left behind settles into nothing. An event that
 * changes nothing leaves the state as it was (and supersedes nothing). What the page
 * sees (`PageEvent`: "Open in wallet" followed, the page hidden or visible again,
 * ./way-back.ts) is no change of course either: the connect under way still answers.
 */
export function modalTurn(state: ModalState, event: ModalEvent, answerTo?: number): ModalState {
  const person = answerTo === undefined;
  if (!person && answerTo !== state.seq) return state;
  const { view, effects } = modalStep(state.view, event);
  if (view === state.view && effects.length === 0) return state;
  return { view, effects, seq: person && !isPageEvent(event) ? state.seq + 1 : state.seq };
}
