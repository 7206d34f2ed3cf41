import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';
import { TwoFactorOptions } from './schemas.ts';

/** PUT /identity/api/v1/token/redeem: exchanges an emailed passcode for a session. */
export const redeemToken = defineEndpoint({
  operationId: 'redeemToken',
  tag: 'identity',
  summary: 'Redeem an emailed one-time passcode',
  method: 'PUT',
  path: '/identity/api/v1/token/redeem',
  request: {
    body: v.object({
      loginUuid: v.string(),
      token: v.pipe(v.string(), v.regex(/^\d{6}$/, 'The code must be 6 digits.')),
    }),
  },
  response: v.object({
    jwt: v.optional(v.string()),
    loginUuid: v.optional(v.string()),
    email: v.optional(v.string()),
    passwordExpired: v.optional(v.boolean()),
    twoFactorOptions: v.optional(TwoFactorOptions),
  }),
});
