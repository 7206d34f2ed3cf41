import { defineEndpoint } from '@lender/shared/endpoint';
import { PASSPORT_GATEWAY_BASE, PassportStatus } from './schemas.ts';

/** GET …/gateway/creator/passport-status: the passport statuses of the account creator. */
export const getCreatorPassportStatus = defineEndpoint({
  operationId: 'getCreatorPassportStatus',
  tag: 'passport',
  summary: 'The passport statuses of the account creator',
  method: 'GET',
  path: `${PASSPORT_GATEWAY_BASE}/creator/passport-status`,
  request: {},
  response: PassportStatus,
});
