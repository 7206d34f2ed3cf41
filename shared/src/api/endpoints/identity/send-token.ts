import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';
import { Email } from './schemas.ts';

/** POST /identity/api/v1/token/send: emails a one-time passcode (also the resend). */
export const sendToken = defineEndpoint({
  operationId: 'sendToken',
  tag: 'identity',
  summary: 'Email a one-time passcode',
  method: 'POST',
  path: '/identity/api/v1/token/send',
  request: { body: v.object({ email: Email, telemetryTrackingId: v.optional(v.string()) }) },
  response: v.object({ uuid: v.string(), redirect: v.optional(v.nullable(v.string())) }),
});
