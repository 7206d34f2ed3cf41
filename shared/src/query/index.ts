/**
 * `@lender/shared/query`: the one TanStack Query client of the page, for the shell and every
 * remote, its keys and its reads. The library lives in this entry alone (lint refuses
 * `@tanstack/*` imports anywhere else), as Emotion lives inside Chakra: it is not a federation
 * share of its own, it comes with `@lender/shared`'s singleton, and this entry is a chunk that
 * loads only when a screen that reads server state imports it (the first-load pages do not:
 * docs/architecture.md, "Server state").
 */
export { queryClient, QUERY_DEFAULTS } from './client.ts';
export { queryKeys, type Asker } from './keys.ts';
export { forgetAsked, readAsked } from './reads.ts';
export { showQueryDevtools } from './devtools.ts';
