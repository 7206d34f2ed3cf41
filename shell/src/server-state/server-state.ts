/**
 * The shell's way to the page's query client (`@lender/shared/query`, docs/architecture.md,
 * "Server state"). The entry is imported the first time the shell reads server state (the
 * signed-in identity, after a sign-in), never at start: the first-load pages carry none of
 * TanStack Query. That first time, the banners the shell already shows (read at start by hand,
 * or inserted by the server) go into the cache, so from then on the cache holds them too.
 */
import { getRuntimeConfig } from '@lender/shared';
import { bannersVariantOf, shownBanners } from '../layout/banners/load-banners.ts';
import type * as QueryModule from '@lender/shared/query';

export type QueryEntry = typeof QueryModule;

let loaded: Promise<QueryEntry> | undefined;
let entry: QueryEntry | undefined;

/** The query entry, loaded once, with the banners shown so far in its cache. */
export function serverState(): Promise<QueryEntry> {
  loaded ??= import('@lender/shared/query').then((query) => {
    const banners = shownBanners();
    if (banners)
      query
        .queryClient()
        .setQueryData(query.queryKeys.banners(bannersVariantOf(getRuntimeConfig())), banners);
    // A development build shows TanStack Query's devtools over this client; others, nothing.
    query.showQueryDevtools();
    entry = query;
    return query;
  });
  return loaded;
}

/** The entry if the page has loaded it already (the banners read through it then), else none. */
export const loadedServerState = (): QueryEntry | undefined => entry;
