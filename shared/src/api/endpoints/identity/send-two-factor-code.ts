import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';

/** POST /identity/api/v1/2fa/send: sends a second-factor code to one alias (email or SMS). */
export const sendTwoFactorCode = defineEndpoint({
  operationId: 'sendTwoFactorCode',
  tag: 'identity',
  summary: 'Send a two-step verification code to an alias',
  method: 'POST',
  path: '/identity/api/v1/2fa/send',
  request: { body: v.object({ loginUuid: v.string(), alias: v.string() }) },
  response: v.nullable(v.object({})),
});
