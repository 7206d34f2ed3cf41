/**
 * The announcement banners this app shows (spec sections 2, 4, 5): the public
 * bucket's file (production or test, as configured; the bucket answers
 * `Cache-Control: no-store` and the request asks for no cache either), checked
 * whole ("Banner data does not match the expected format" when any entry is
 * malformed), then only the active ones for this app, newest first, at most two.
 * The parsing rules are their own `shared` entry, fetched with the banners.
 */
import { APPLICATION_NAME, type RuntimeConfig } from '@lender/shared/contracts';
import { type ApiClient } from '@lender/shared';
import type { Banner } from '@lender/shared/banners';
import type * as QueryModule from '@lender/shared/query';

/** The page's query entry (`@lender/shared/query`), once the shell has loaded it. */
type QueryEntry = typeof QueryModule;

export type BannersState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; banners: Banner[] };

export const bannersVariantOf = (config: Pick<RuntimeConfig, 'bannersVariant'>) =>
  config.bannersVariant ?? 'production';

export async function loadBanners(
  client: ApiClient,
  config: Pick<RuntimeConfig, 'bannersVariant'>,
): Promise<Banner[]> {
  const [{ getBanners }, { parseBanners, selectBanners }] = await Promise.all([
    import('@lender/shared/endpoints/public'),
    import('@lender/shared/banners'),
  ]);
  const data = await getBanners.call(client, { params: { variant: bannersVariantOf(config) } });
  return selectBanners(parseBanners(data), APPLICATION_NAME);
}

let started: Promise<Banner[]> | undefined;
let shown: Banner[] | undefined;

/** The list the page shows (BannerList tells it), for the query cache once it loads. */
export function bannersShown(banners: Banner[]): void {
  shown = banners;
}

export const shownBanners = (): Banner[] | undefined => shown;

/**
 * Starts the banners' load at start-up, before the first render: the page's main
 * area stays unpainted until they settle (ShellLayout), so every round trip saved
 * here is saved on the first meaningful paint. The list takes it (`takeBanners`).
 */
export function startLoadingBanners(client: ApiClient, config: Pick<RuntimeConfig, 'bannersVariant'>): void {
  started = loadBanners(client, config);
  // The list handles a failure when it takes the load.
  started.catch(() => undefined);
}

/**
 * The load started at start-up, once; after it, through the query client when the page has
 * loaded it (the cached list, ../../server-state/server-state.ts), else a new load.
 */
export function takeBanners(
  client: ApiClient,
  config: Pick<RuntimeConfig, 'bannersVariant'>,
  query?: Pick<QueryEntry, 'queryClient' | 'queryKeys'>,
): Promise<Banner[]> {
  const load =
    started ??
    (query
      ? query.queryClient().ensureQueryData({
          queryKey: query.queryKeys.banners(bannersVariantOf(config)),
          queryFn: () => loadBanners(client, config),
        })
      : loadBanners(client, config));
  started = undefined;
  return load;
}
