/**
 * What the frame tells the partner as it happens (`onEvent`), read from the session store rather
 * than from the screens, so no remote knows it is embedded: the wallet modal opening (the sign-in
 * is over by then) and, for a sign-in without the wallet, the arrival at the last step.
 * Pure transitions, table-tested; ./EmbedFrame.tsx subscribes them.
 */
import type { EmbedEventName, EventDetails } from './protocol.ts';

export interface EmbedWatch {
  modalOpen: boolean;
  /** The frame is at its last step (`/embed/done`). */
  done: boolean;
}

export interface EmbedEvent {
  name: EmbedEventName;
  details: EventDetails;
}

/** The events a change of what the frame watches gives, in order; `signed_in` once per opening. */
export function eventsBetween(previous: EmbedWatch, next: EmbedWatch, signedInSent: boolean): EmbedEvent[] {
  const events: EmbedEvent[] = [];
  const signedIn = (!previous.modalOpen && next.modalOpen) || (!previous.done && next.done);
  if (signedIn && !signedInSent) events.push({ name: 'signed_in', details: {} });
  if (!previous.modalOpen && next.modalOpen) events.push({ name: 'wallet_opened', details: {} });
  return events;
}

/**
 * The wallet modal closed without finishing (Create Wallet and the organization page open on the
 * full site in a new tab): the person is signed in, so the frame goes on to its last step.
 */
export const modalLeftUnfinished = (previous: EmbedWatch, next: EmbedWatch): boolean =>
  previous.modalOpen && !next.modalOpen && !next.done;
