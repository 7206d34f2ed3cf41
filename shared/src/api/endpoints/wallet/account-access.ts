import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';

/** GET /service-wallet/secure/api/v1/account/access: accounts reachable for a principal (session storage `ownerWallet`). */
export const accountAccess = defineEndpoint({
  operationId: 'accountAccess',
  tag: 'wallet',
  summary: 'Account access for a principal',
  method: 'GET',
  path: '/service-wallet/secure/api/v1/account/access',
  request: { query: v.object({ principal: v.optional(v.string()) }) },
  response: v.object({ principal: v.nullable(v.string()), accountAddresses: v.array(v.string()) }),
});
