import { isCancelledError, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { sessionStore } from '@lender/shared';
import { queryClient } from './client.ts';
import { askerOf, type Asker } from './keys.ts';

/** How many times one read starts over because its entry was removed while it loaded. */
const MAX_READS = 3;

/**
 * Reads `key(asker)` for whoever the session's token names now: the cached answer when the
 * cache holds it (`ensureQueryData`; `fetchQuery` with the default `staleTime` would load again),
 * else one load (without a token, a load that nothing keeps). A failed load is not kept, so the screen's Retry loads again; nothing retries on
 * its own (the client's defaults). A load whose entry was removed meanwhile (the token changed,
 * or a write forgot it) is cancelled; it reads again, for whoever asks then: the answer is never
 * the previous person's, nor what a write has just changed.
 */
export async function readAsked<T>(
  key: (asker: Asker) => QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  client: QueryClient = queryClient(),
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const asker = askerOf(sessionStore.getState().jwt);
    // Nobody signed in: the service answers that (a 401), and nothing is kept for nobody.
    if (!asker) return load(new AbortController().signal);
    try {
      return await client.ensureQueryData({ queryKey: key(asker), queryFn: ({ signal }) => load(signal) });
    } catch (error) {
      // Removed while it loaded: once more for whoever asks now (a bound, not a retry policy).
      if (!isCancelledError(error) || attempt === MAX_READS) throw error;
    }
  }
}

/**
 * Forgets `key(asker)` for the person signed in now, and every entry beneath it (a prefix:
 * `queryKeys.acting` names all that answers for the account acting), after a write that
 * changed it. A load of it in flight is cancelled; its reader reads again.
 */
export function forgetAsked(key: (asker: Asker) => QueryKey, client: QueryClient = queryClient()): void {
  const asker = askerOf(sessionStore.getState().jwt);
  if (asker) client.removeQueries({ queryKey: key(asker) });
}
