import { defineEndpoint } from '@lender/shared/endpoint';
import { PASSPORT_GATEWAY_BASE, PassportStatus } from './schemas.ts';

/** GET …/gateway/passport-status: the passport statuses of the acting account. */
export const getPassportStatus = defineEndpoint({
  operationId: 'getPassportStatus',
  tag: 'passport',
  summary: 'The passport statuses of the acting account',
  method: 'GET',
  path: `${PASSPORT_GATEWAY_BASE}/passport-status`,
  request: {},
  response: PassportStatus,
});
