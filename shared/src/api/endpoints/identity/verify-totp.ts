import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';

/** POST /identity/api/v1/totp: completes two-step verification with an authenticator-app code. */
export const verifyTotp = defineEndpoint({
  operationId: 'verifyTotp',
  tag: 'identity',
  summary: 'Verify an authenticator-app (TOTP) code',
  method: 'POST',
  path: '/identity/api/v1/totp',
  request: { body: v.object({ code: v.pipe(v.string(), v.length(6)), loginUuid: v.string() }) },
  response: v.object({ jwt: v.string() }),
});
