/** The embed frame's texts (docs/spec-decisions.md, "The partner embed"): the specification has none for it. */
import type { RefusalReason } from './embed-start.ts';

export const EMBED_CLOSE_LABEL = 'Close sign-in';
export const EMBED_OPENING = 'Opening sign-in…';
export const EMBED_DONE = 'You are signed in.';
export const EMBED_FINISHING = 'Finishing your sign-in…';
/** The signed result refused for good (the window open too long, or the session ended): no Retry. */
export const EMBED_RESULT_REFUSED =
  'This sign-in window has been open too long, or your session has ended. Close it and sign in again.';
export const EMBED_NO_ANSWER =
  'Sign-in could not be opened on this site: the page that opened it did not answer. Close this window and try again.';
export const EMBED_REFUSED_TITLE = 'Sign-in is not available here';
export const EMBED_REFUSALS: Readonly<Record<RefusalReason, string>> = {
  request: 'This sign-in window was opened without the details it needs. Close it and try again.',
  origin: 'This site is not one of our partners, so sign-in cannot open here.',
  label: 'This site is not set up to offer sign-in under the brand it asked for. Please contact the site.',
};
/** The document's title in the frame, before the brand's page title. */
export const EMBED_PAGE_TITLE = 'Sign in';
/** A broker's login in the frame (../embed/leave-frame.ts). */
export const EMBED_BROKER_REFUSED =
  "Agent sign-in isn't available on this site. Please sign in on the lender's own site.";
