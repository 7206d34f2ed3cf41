import { QueryClient } from '@tanstack/react-query';
import { dropAskedOnTokenChange } from './token-scope.ts';

/**
 * The specification's query defaults (section 9, "Query defaults: no retry, and no refetch on
 * mount, reconnect or focus"): a failed read shows its error and Retry once, and is never tried
 * again on its own; a cached read is not loaded again behind the person's back.
 */
export const QUERY_DEFAULTS = {
  queries: {
    retry: false,
    retryOnMount: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  },
} as const;

/**
 * Where the page keeps its client: whichever copy of this entry loads first (the shell's, or a
 * standalone page's) makes it, and every later one takes it, so two copies never hold two caches.
 */
const CLIENT = Symbol.for('lender.queryClient');

type WithClient = typeof globalThis & { [CLIENT]?: QueryClient };

/** The page's one client, made on first use with the specification's defaults. */
export function queryClient(): QueryClient {
  const scope = globalThis as WithClient;
  if (!scope[CLIENT]) {
    const client = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
    // For the page's life: the client is never replaced.
    dropAskedOnTokenChange(client);
    scope[CLIENT] = client;
  }
  return scope[CLIENT];
}
