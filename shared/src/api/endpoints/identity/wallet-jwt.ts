import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';

/** GET /identity/secure/api/v3/identity/wallet-jwt: a token for acting as a wallet (stored as bearer). */
export const walletJwt = defineEndpoint({
  operationId: 'walletJwt',
  tag: 'identity',
  summary: "A token for acting as one of the identity's wallets",
  method: 'GET',
  path: '/identity/secure/api/v3/identity/wallet-jwt',
  auth: 'session',
  request: {
    query: v.object({
      walletAddress: v.pipe(v.string(), v.minLength(1)),
      groupPolicyAddress: v.optional(v.string()),
    }),
  },
  response: v.object({ jwt: v.string() }),
});
