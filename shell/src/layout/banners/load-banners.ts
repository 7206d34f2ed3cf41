/**
 * The announcement banners this app shows (spec sections 2, 4, 5): the public
 * bucket's file (production or test, as configured; the bucket answers
 * `Cache-Control: no-store` and the request asks for no cache either), checked
 * whole ("Banner data does not match the expected format" when any entry is
 * malformed), then only the active ones for this app, newest first, at most two.
 * The parsing rules are their own `shared` entry, fetched with the banners.
 */
import { APPLICATION_NAME, type ApiClient, type RuntimeConfig } from '@lender/shared';
import type { Banner } from '@lender/shared/banners';

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
