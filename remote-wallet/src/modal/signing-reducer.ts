/**
 * The signing step the borrower controls (issue 32, item 1; rows of ./modal-reducer.ts,
 * table: ./signing-reducer.test.ts). While a verify step (a new token, the nonce) waits for
 * the wallet's signature, the wait lasts at most `SIGNING_WAIT_MS`: then the request is
 * withdrawn and the step says it timed out. "Cancel" withdraws the request and goes back to
 * the wallet's Connect panel without disconnecting; "Request again" withdraws it and, once
 * the withdrawal settled (the wallet answered, or 3 s passed: the page wallet's
 * `removePendingMethod`), sends it anew, so the wallet shows one waiting request, never two.
 * After a reload (./signing-marker.ts) the step is "interrupted": nothing is sent until
 * "Request again", which withdraws the request from before the reload and connects again (a
 * connected wallet answers at once; then the verify). The connection's own approval and
 * ATTACH have no such wait. Pure.
 */
import { cleared, connecting, stay, type ModalStep } from './modal-steps.ts';
import type { ConnectView, ModalEvent, ModalView } from './modal-view.ts';
import { SIGNING_WAIT_MS } from './signing-countdown.ts';
import { isSigningStep } from './signing-marker.ts';

export type SigningEvent = Extract<
  ModalEvent,
  { type: 'wallet-waiting' | 'wait-ran-out' | 'withdrawn' | 'cancel-request' | 'request-again' }
>;

/** A verify step that waits, or may wait, for the wallet's signature. */
const atSigningStep = (view: ModalView): view is ConnectView =>
  view.section === 'Verify' && isSigningStep(view.step);

/** The verify again from the step that waited (a new token first when that was the step). */
const verifyAgain = (view: ConnectView): ModalStep =>
  stay(cleared(view), { type: 'verify', address: null, renew: view.step === 'RENEW_TOKEN' });

/** After a reload: the connection again (the kind it had, else the panel's own choice). */
function connectAgain(view: ConnectView): ModalStep {
  const panel: ConnectView = { ...cleared(view), step: 'connect' };
  const kind = view.wait?.kind;
  return kind ? stay(panel, { type: 'connect', kind }) : connecting(panel);
}

export function signingStep(view: ModalView, event: SigningEvent): ModalStep {
  const none = stay(view);
  if (!atSigningStep(view)) return none;
  const { wait } = view;
  switch (event.type) {
    case 'wallet-waiting': {
      if (wait && wait.state !== 'waiting') return none;
      const until = event.now + SIGNING_WAIT_MS;
      return stay(
        { ...view, wait: { state: 'waiting', requestId: event.requestId, kind: event.kind, until } },
        { type: 'time-wait', requestId: event.requestId, until },
      );
    }
    case 'wait-ran-out':
      if (wait?.state !== 'waiting' || wait.requestId !== event.requestId) return none;
      return stay(
        { ...view, wait: { state: 'timed-out', requestId: wait.requestId, kind: wait.kind } },
        { type: 'withdraw', requestId: wait.requestId },
      );
    case 'withdrawn':
      if (wait?.state !== 'withdrawing') return none;
      return wait.next === 'verify' ? verifyAgain(view) : connectAgain(view);
    case 'cancel-request': {
      if (!wait) return none;
      // Timed out, or withdrawing already: nothing more to withdraw.
      const pending = wait.state === 'waiting' || wait.state === 'interrupted' ? wait.requestId : null;
      const back = stay({ ...cleared(view), step: 'connect' }, { type: 'cancel-connect' });
      return pending === null
        ? back
        : stay(back.view, { type: 'withdraw', requestId: pending }, ...back.effects);
    }
    case 'request-again':
      if (!wait || wait.state === 'withdrawing') return none;
      if (wait.state === 'timed-out') return verifyAgain(view);
      return stay(
        {
          ...view,
          wait: {
            state: 'withdrawing',
            requestId: wait.requestId,
            kind: wait.kind,
            next: wait.state === 'waiting' ? 'verify' : 'connect',
          },
        },
        { type: 'withdraw', requestId: wait.requestId, then: { type: 'withdrawn' } },
      );
  }
}
