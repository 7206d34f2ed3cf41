import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';

/**
 * PUT /identity/secure/api/v1/pw: sets a new password for the signed-in identity, and
 * ends the identity's other logins. `currentPassword` (ours) is needed unless the
 * password has expired or the session is a passcode login of the last few minutes
 * (Forgot Password, registration): docs/spec-decisions.md.
 */
export const changePassword = defineEndpoint({
  operationId: 'changePassword',
  tag: 'identity',
  summary: 'Set a new password',
  method: 'PUT',
  path: '/identity/secure/api/v1/pw',
  auth: 'session',
  request: {
    body: v.object({
      newPassword: v.pipe(v.string(), v.minLength(1)),
      currentPassword: v.optional(v.string()),
    }),
  },
  response: v.nullable(v.object({})),
});
