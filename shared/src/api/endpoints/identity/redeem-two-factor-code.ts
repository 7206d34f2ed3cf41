import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';

/** PUT /identity/api/v1/2fa/redeem: completes two-step verification with an emailed or texted code. */
export const redeemTwoFactorCode = defineEndpoint({
  operationId: 'redeemTwoFactorCode',
  tag: 'identity',
  summary: 'Redeem a two-step verification code',
  method: 'PUT',
  path: '/identity/api/v1/2fa/redeem',
  request: { body: v.object({ token: v.pipe(v.string(), v.length(6)), loginUuid: v.string() }) },
  response: v.object({ jwt: v.string() }),
});
