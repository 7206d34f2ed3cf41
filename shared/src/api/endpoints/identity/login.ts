import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';
import { limitedText, TEXT_LIMITS } from '../../../rules/text-limits.ts';
import { Email, TwoFactorOptions } from './schemas.ts';

/** POST /identity/api/v2/login: the password login; outcomes in spec section 4 "Login". */
export const login = defineEndpoint({
  operationId: 'login',
  tag: 'identity',
  summary: 'Log in with email and password',
  method: 'POST',
  path: '/identity/api/v2/login',
  request: {
    body: v.object({
      email: Email,
      password: v.pipe(limitedText(TEXT_LIMITS.password), v.minLength(1)),
      telemetryTrackingId: v.optional(v.string()),
    }),
    headers: v.object({ 'X-Recaptcha-Token': v.pipe(v.string(), v.minLength(1)) }),
  },
  response: v.object({
    jwt: v.optional(v.string()),
    isAccountManuallyLocked: v.optional(v.boolean()),
    twoFactorOptions: v.optional(TwoFactorOptions),
    redirectUrl: v.optional(v.string()),
    passwordExpired: v.optional(v.boolean()),
  }),
  errorStatuses: [404],
});

export type LoginResponse = v.InferOutput<typeof login.response>;
