import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';
import { limitedText, TEXT_LIMITS } from '../../../rules/text-limits.ts';

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
      newPassword: v.pipe(limitedText(TEXT_LIMITS.password), v.minLength(1)),
      currentPassword: v.optional(limitedText(TEXT_LIMITS.password)),
    }),
  },
  response: v.nullable(v.object({})),
});
