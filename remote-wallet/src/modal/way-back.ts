/**
 * The way back when the wallet app did not open (issue 32, item 3; rows of
 * ./modal-reducer.ts). "Open in wallet" (phone-sized screens) follows the wallet's deep
 * link; when the page comes back into view after it went hidden, and the connect panel is
 * still waiting, the wallet app did not connect: the modal offers, in one place, to open
 * it again, the store links, and the QR code and copy link for another device
 * (../connect/WayBack.tsx). A connection moves the view on (Success, or Verify's steps)
 * and forgets the trip (`cleared`), so nothing is said to a person whose wallet
 * connected. Its events are what the page sees, not a change of course: none supersedes
 * the connect under way (`isPageEvent`, ./modal-reducer.ts `modalTurn`). Pure.
 */
import { isConnect, stay, type ModalStep } from './modal-steps.ts';
import type { ModalEvent, ModalView, PageEvent } from './modal-view.ts';

/**
 * How long the page must stay in view before "visible again" counts: a wallet that
 * approved while the page was hidden answers once the page's connection to the relay is
 * back, a moment after it shows; that connection must win, or a person whose wallet did
 * connect would be told it did not (the way back, its heading taking the focus).
 */
export const WAY_BACK_AFTER_MS = 2000;

const PAGE_EVENTS: ReadonlySet<ModalEvent['type']> = new Set<PageEvent['type']>([
  'opened-in-wallet',
  'page-hidden',
  'page-visible',
]);

export const isPageEvent = (event: ModalEvent): event is PageEvent => PAGE_EVENTS.has(event.type);

/** The document's visibility as the reducer's event. */
export const visibilityEvent = (state: DocumentVisibilityState): PageEvent => ({
  type: state === 'visible' ? 'page-visible' : 'page-hidden',
});

/** Only while the connect panel waits; a second "hidden", or "visible" without having left, changes nothing. */
export function wayBackStep(view: ModalView, event: PageEvent): ModalStep {
  const none = stay(view);
  if (!isConnect(view) || view.step !== 'connect') return none;
  const trip = view.openedInWallet;
  switch (event.type) {
    case 'opened-in-wallet':
      // Again from the way back: it stays up (the focus is in it) until the next return.
      return stay({ ...view, openedInWallet: { away: false, returns: trip?.returns ?? 0 } });
    case 'page-hidden':
      return trip && !trip.away ? stay({ ...view, openedInWallet: { ...trip, away: true } }) : none;
    case 'page-visible':
      return trip?.away
        ? stay({ ...view, openedInWallet: { away: false, returns: trip.returns + 1 } })
        : none;
  }
}

/** How often the person came back still unconnected; 0: the way back is not shown. */
export const wayBackReturns = (view: ModalView): number =>
  isConnect(view) && view.step === 'connect' ? (view.openedInWallet?.returns ?? 0) : 0;
