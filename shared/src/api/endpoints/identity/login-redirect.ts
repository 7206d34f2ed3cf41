import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';

/**
 * POST /identity/api/v1/login-redirect: starts a login for a guarded page (path
 * chosen here). A broker session answers with an external URL; the page saves
 * its path under `externalStateNonce` before leaving.
 */
export const loginRedirect = defineEndpoint({
  operationId: 'loginRedirect',
  tag: 'identity',
  summary: 'Start a login that returns to a page',
  method: 'POST',
  path: '/identity/api/v1/login-redirect',
  auth: 'none',
  request: {
    query: v.object({ externalStateNonce: v.pipe(v.string(), v.minLength(16)) }),
    body: v.object({
      applicationName: v.string(),
      redirectPath: v.string(),
      mode: v.picklist(['login', 'register']),
      orgCode: v.optional(v.string()),
    }),
  },
  response: v.object({ isBroker: v.boolean(), redirectUrl: v.optional(v.string()) }),
});
