/**
 * The announcement banners file of the public storage bucket: the seed's list for
 * the production or test variant, exactly as the seed has it. Invalid entries are
 * served on purpose, because the front end must reject them one by one. The server
 * sends every JSON answer with `Cache-Control: no-store`, as the bucket does.
 */
import type { EndpointInput } from '@lender/shared/endpoint';
import type { getBanners } from '@lender/shared/endpoints/public';
import type { Handler } from '../../http/router.ts';
import type { Seed } from '../../seed/seed-schema.ts';

export function bannersHandler(seed: Seed): Handler<EndpointInput<typeof getBanners.request>> {
  return ({ input }) => ({ body: seed.banners[input.params.variant] });
}
