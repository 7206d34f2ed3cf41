/**
 * The frame's session lasts one opening (issue 46, "Shared computers"): a session left in a
 * partner's frame (the last borrower on a shared computer, the frame's storage allowed) must not
 * greet the next person, nor be handed to the partner when they close the overlay.
 *
 * So it ends twice over: when the frame has sent its `success` (the overlay closes; nothing of
 * the session is of use any more), and when a frame starts, whatever an earlier one left (an
 * overlay closed before its end, a frame removed before it could run). A frame page loads once per
 * opening (its steps are one page's routes), so "a frame starts" is "a new opening starts"; a
 * reload of the frame starts signed out too. No marker in storage tells an opening from the next:
 * the partner's page chooses the channel and could give a new frame the old one.
 *
 * Ended: the token taken from the store and storage at once, everything the session stored
 * cleared (`clearStoredSession`: the wallet's connection, WalletConnect's records and database),
 * and the service told in the background (a failure there is logged: this device holds nothing
 * of it any more).
 */
import { clearStoredSession, sessionStore } from '@lender/shared';

export interface FreshSessionDeps {
  /** Tells the lender's services the session ended (the logout call with that token). */
  endSession(token: string): Promise<unknown>;
  log?: (message: string, cause: unknown) => void;
}

/** Ends the session the frame holds, if any; returns whether there was one. */
export function endFrameSession(deps: FreshSessionDeps): boolean {
  const { jwt, walletSession } = sessionStore.getState();
  const there = jwt !== null || walletSession.connected;
  sessionStore.getState().clearSession();
  clearStoredSession();
  if (jwt)
    deps
      .endSession(jwt)
      .catch((error: unknown) =>
        (deps.log ?? console.warn)('The earlier session could not be ended at the service', error),
      );
  return there;
}

/** The frame's start: signed out, before anything is shown or sent. */
export const startSignedOut = endFrameSession;

/** The logout call, loaded when a session is there to end (the login page does not carry it). */
export const frameSessionDeps: FreshSessionDeps = {
  endSession: (token) =>
    import('../session/session-calls.ts').then(({ logoutDeps }) => logoutDeps.endSession(token)),
};
