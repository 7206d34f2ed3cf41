import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';

/** GET /identity/secure/api/v1_1/identity: whether the signed-in identity must set a new password. */
export const passwordStatus = defineEndpoint({
  operationId: 'passwordStatus',
  tag: 'identity',
  summary: 'Whether the password has expired',
  method: 'GET',
  path: '/identity/secure/api/v1_1/identity',
  request: {},
  response: v.object({ passwordExpired: v.boolean() }),
});
