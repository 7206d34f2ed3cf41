import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';

/** GET /identity/secure/api/v1/session: whether the session is valid for an application (path chosen here). */
export const sessionCheck = defineEndpoint({
  operationId: 'sessionCheck',
  tag: 'identity',
  summary: 'Check the session for an application',
  method: 'GET',
  path: '/identity/secure/api/v1/session',
  request: { query: v.object({ applicationName: v.pipe(v.string(), v.minLength(1)) }) },
  response: v.object({ authenticated: v.boolean() }),
});
