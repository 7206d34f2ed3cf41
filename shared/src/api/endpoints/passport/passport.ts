import { defineEndpoint } from '@lender/shared/endpoint';
import { PASSPORT_GATEWAY_BASE, Passport } from './schemas.ts';

/** GET …/gateway/passport: the passport of the acting account. */
export const getPassport = defineEndpoint({
  operationId: 'getPassport',
  tag: 'passport',
  summary: 'The passport of the acting account',
  method: 'GET',
  path: `${PASSPORT_GATEWAY_BASE}/passport`,
  request: {},
  response: Passport,
});
