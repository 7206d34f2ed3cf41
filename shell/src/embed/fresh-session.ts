/**
 * A frame opened for a new `open` starts signed out (issue 46, "Shared computers"): a session
 * left in a partner's frame (the last borrower on a shared computer, the frame's storage
 * allowed) must not greet the next person, nor be handed to the partner when they close it.
 * Each opening has its own channel; the frame notes the channel its session was made in, and
 * a frame of another opening ends that session before anything is shown or sent: the token is
 * taken from storage at once, everything the session stored is cleared, and the service is told
 * in the background (a failure there is logged: this device holds nothing of it any more).
 * A reload of the same frame (the same channel in its address) keeps its session.
 */
import { localStorageSource, SESSION_KEYS, sessionStore, storedString } from '@lender/shared';

/** Which opening the frame's session belongs to (a channel id; no secret). */
export const EMBED_OPENING_KEY = 'embed-opening';

export interface FreshSessionDeps {
  /** Tells the lender's services the session ended (the logout call with that token). */
  endSession(token: string): Promise<unknown>;
  log?: (message: string, cause: unknown) => void;
}

const opening = storedString(EMBED_OPENING_KEY, localStorageSource);

/** Ends a session of another opening; returns whether there was one. */
export function startSignedOut(channel: string, deps: FreshSessionDeps): boolean {
  const earlier = opening.read();
  const { jwt, walletSession } = sessionStore.getState();
  opening.write(channel);
  const leftOver = earlier !== channel && (jwt !== null || walletSession.connected);
  if (!leftOver) return false;
  sessionStore.getState().clearSession();
  // The page wallet's saved connection is the session's too: the next person connects their own.
  storedString(SESSION_KEYS.walletSession, localStorageSource).remove();
  if (jwt)
    deps
      .endSession(jwt)
      .catch((error: unknown) =>
        (deps.log ?? console.warn)('The earlier session could not be ended at the service', error),
      );
  return true;
}
