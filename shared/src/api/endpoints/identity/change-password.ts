import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';

/** PUT /identity/secure/api/v1/pw: sets a new password for the signed-in identity. */
export const changePassword = defineEndpoint({
  operationId: 'changePassword',
  tag: 'identity',
  summary: 'Set a new password',
  method: 'PUT',
  path: '/identity/secure/api/v1/pw',
  auth: 'session',
  request: { body: v.object({ newPassword: v.pipe(v.string(), v.minLength(1)) }) },
  response: v.nullable(v.object({})),
});
