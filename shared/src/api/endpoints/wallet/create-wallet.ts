import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';
import { limitedName, TEXT_LIMITS } from '../../../rules/text-limits.ts';

/** POST /service-wallet/secure/api/v1/wallet: creates a named wallet account, never the default on creation. */
export const createWallet = defineEndpoint({
  operationId: 'createWallet',
  tag: 'wallet',
  summary: 'Create a wallet account',
  method: 'POST',
  path: '/service-wallet/secure/api/v1/wallet',
  request: {
    body: v.object({
      walletName: v.pipe(v.string(), v.trim(), v.minLength(1), limitedName(TEXT_LIMITS.accountName)),
      defaultWallet: v.literal(false),
    }),
  },
  response: v.object({ address: v.string() }),
});
