import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';
import { Account } from './schemas.ts';

/** GET /service-wallet/secure/api/v4/account: the accounts the identity can act as. */
export const listAccounts = defineEndpoint({
  operationId: 'listAccounts',
  tag: 'wallet',
  summary: 'The accounts the identity can act as',
  method: 'GET',
  path: '/service-wallet/secure/api/v4/account',
  request: {},
  response: v.array(Account),
});
