/**
 * `@lender/shared/query`: TanStack Query for the screens that use it. An entry of
 * its own, and the only place the product imports `@tanstack/react-query` from
 * (enforced by lint), so the library is tree-shaken to what is exported here, exists
 * once in the page (inside this singleton entry) and is downloaded only with a
 * screen that imports this entry. Re-export a hook here when a screen needs it.
 */
export { createQueryClient } from '../api/query-client.ts';
export { pageQueryClient, QueryScope } from '../api/query-scope.tsx';
export { endpointMutation, endpointQuery } from '../api/query.ts';
export {
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
