import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';

/**
 * POST /auth/wallet/provenance/{walletAddress}/convert/ticket: a short-lived,
 * single-use ticket for the conversion page (provenance-conversion.ts). The page is
 * reached by a top-level navigation, which cannot carry the session's bearer token
 * from local storage; this authenticated call stands in for it, and the ticket
 * travels in the page's address. Only for a Provenance wallet of the session's own
 * accounts (404 otherwise).
 */
export const provenanceConversionTicket = defineEndpoint({
  operationId: 'provenanceConversionTicket',
  tag: 'wallet',
  summary: 'A single-use ticket for the Provenance wallet conversion page',
  method: 'POST',
  path: '/auth/wallet/provenance/{walletAddress}/convert/ticket',
  auth: 'session',
  request: { params: v.object({ walletAddress: v.pipe(v.string(), v.minLength(1)) }) },
  response: v.object({ ticket: v.pipe(v.string(), v.minLength(1)) }),
  errorStatuses: [404],
});
