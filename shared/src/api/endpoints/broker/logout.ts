import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';
import { Audience } from './schemas.ts';

/** POST /identity-broker/{audience}/secure/api/v3/logout: ends a brokered session. */
export const brokerLogout = defineEndpoint({
  operationId: 'brokerLogout',
  tag: 'broker',
  summary: 'End a brokered session',
  method: 'POST',
  path: '/identity-broker/{audience}/secure/api/v3/logout',
  request: { params: v.object({ audience: Audience }) },
  response: v.object({ redirect: v.optional(v.string()), isBroker: v.boolean() }),
});
