import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';
import { Audience } from './schemas.ts';

/** POST /identity-broker/{audience}/api/v3/login: a brokered login; the answer says where to go. */
export const brokerLogin = defineEndpoint({
  operationId: 'brokerLogin',
  tag: 'broker',
  summary: 'Start a brokered login',
  method: 'POST',
  path: '/identity-broker/{audience}/api/v3/login',
  auth: 'none',
  request: {
    params: v.object({ audience: Audience }),
    query: v.looseObject({
      telemetryTrackingId: v.optional(v.string()),
      externalStateNonce: v.optional(v.string()),
    }),
    headers: v.object({
      'X-Auth0-Application-Name': v.pipe(v.string(), v.minLength(1)),
      'X-Org': v.optional(v.string()),
    }),
  },
  response: v.object({ redirect: v.string() }),
});
