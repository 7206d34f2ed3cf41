import { QueryClient } from '@tanstack/react-query';

/**
 * Query defaults from the specification (section 9): no retry, and no refetch on
 * mount, reconnect or window focus. A sign-in flow must not replay requests behind
 * the user's back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
