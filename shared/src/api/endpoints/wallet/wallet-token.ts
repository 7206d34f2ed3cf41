import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';

/** POST /service-wallet/secure/api/v1/wallet/token: a token for one wallet. */
export const walletToken = defineEndpoint({
  operationId: 'walletToken',
  tag: 'wallet',
  summary: 'A token for a wallet',
  method: 'POST',
  path: '/service-wallet/secure/api/v1/wallet/token',
  request: { body: v.object({ walletAddress: v.pipe(v.string(), v.minLength(1)) }) },
  response: v.object({ jwt: v.string() }),
});
