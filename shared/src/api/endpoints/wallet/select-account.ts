import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';

/** POST /service-wallet/secure/api/v1/account/select: records the account the user acts as. */
export const selectAccount = defineEndpoint({
  operationId: 'selectAccount',
  tag: 'wallet',
  summary: 'Select the account to act as',
  method: 'POST',
  path: '/service-wallet/secure/api/v1/account/select',
  request: { body: v.object({ walletAddress: v.pipe(v.string(), v.minLength(1)) }) },
  response: v.nullable(v.object({})),
});
