import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';

/**
 * GET /public-bucket/banners/{variant}.json: the announcement banners file from the
 * public storage bucket, production or test, never cached. Entries are validated
 * one by one by the banner rules, so one bad entry does not hide the rest.
 */
export const getBanners = defineEndpoint({
  operationId: 'getBanners',
  tag: 'public',
  summary: 'The announcement banners',
  method: 'GET',
  path: '/public-bucket/banners/{variant}.json',
  auth: 'none',
  noCache: true,
  request: { params: v.object({ variant: v.picklist(['production', 'test']) }) },
  response: v.array(v.unknown()),
});
