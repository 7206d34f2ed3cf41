import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';

/**
 * POST /service-short-link/api/v1/short-link: a short link for the mobile wallet deep link
 * (path chosen here). For a signed-in session only, and only to the product's pages or the
 * wallet deep link the product makes: the service is not an open redirect.
 */
export const createShortLink = defineEndpoint({
  operationId: 'createShortLink',
  tag: 'short-link',
  summary: 'Create a short link',
  method: 'POST',
  path: '/service-short-link/api/v1/short-link',
  auth: 'session',
  request: { body: v.object({ url: v.pipe(v.string(), v.url()) }) },
  response: v.object({ shortLink: v.pipe(v.string(), v.url()) }),
});
