import { defineEndpoint } from '@lender/shared/endpoint';
import { PASSPORT_GATEWAY_BASE, Passport } from './schemas.ts';

/** GET …/gateway/creator/passport: the passport of the account creator. */
export const getCreatorPassport = defineEndpoint({
  operationId: 'getCreatorPassport',
  tag: 'passport',
  summary: 'The passport of the account creator',
  method: 'GET',
  path: `${PASSPORT_GATEWAY_BASE}/creator/passport`,
  request: {},
  response: Passport,
});
