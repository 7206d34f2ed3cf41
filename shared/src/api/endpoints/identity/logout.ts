import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';

/** POST /identity/secure/api/v1/logout: ends the session (path chosen here); a broker session gets a redirect. */
export const logout = defineEndpoint({
  operationId: 'logout',
  tag: 'identity',
  summary: 'End the session',
  method: 'POST',
  path: '/identity/secure/api/v1/logout',
  request: { body: v.object({ applicationName: v.string() }) },
  response: v.object({ isBroker: v.boolean(), redirectUrl: v.optional(v.string()) }),
});
