import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';
import { limitedName, TEXT_LIMITS } from '../../../rules/text-limits.ts';

/** POST /service-wallet/secure/api/v1/account/hosted: creates a hosted (provider) account. */
export const createHostedAccount = defineEndpoint({
  operationId: 'createHostedAccount',
  tag: 'wallet',
  summary: 'Create a hosted account',
  method: 'POST',
  path: '/service-wallet/secure/api/v1/account/hosted',
  request: {
    body: v.object({
      name: v.pipe(v.string(), v.trim(), v.minLength(1), limitedName(TEXT_LIMITS.accountName)),
      default: v.boolean(),
    }),
  },
  response: v.object({ address: v.string() }),
});
