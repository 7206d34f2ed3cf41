import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@lender/shared';
import { ASKED } from './keys.ts';

/**
 * Drops every asked entry whenever the session's token changes: an account switch (a verify
 * stores a token acting as the new account), a 401 (the client clears the token), a sign-in as
 * someone else, a logout here or in another tab (the `storage` event sets the store). The keys
 * carry the asker too (./keys.ts), so an answer for the previous token can never be read for the
 * next one even where the token names nobody; dropping is what frees them. A removed entry's
 * fetch in flight is cancelled, and its answer lands nowhere. Returns the stop.
 */
export function dropAskedOnTokenChange(client: QueryClient): () => void {
  return sessionStore.subscribe((state, previous) => {
    if (state.jwt !== previous.jwt) client.removeQueries({ queryKey: [ASKED] });
  });
}
