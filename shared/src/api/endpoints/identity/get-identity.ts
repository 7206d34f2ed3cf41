import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';
import { Alias } from './schemas.ts';

/**
 * GET /identity/secure/api/v1/identity: the legacy identity form. The wallet
 * addresses come in the `x-addr` and `x-grp` response headers. A 401 is an answer
 * here (no identity), not the end of the session.
 */
export const getIdentity = defineEndpoint({
  operationId: 'getIdentity',
  tag: 'identity',
  summary: 'The signed-in identity (legacy form)',
  method: 'GET',
  path: '/identity/secure/api/v1/identity',
  request: {},
  ignoreUnauthorized: true,
  responseHeaders: ['x-addr', 'x-grp'],
  response: v.object({
    uuid: v.string(),
    organizationCode: v.string(),
    profileType: v.string(),
    aliases: v.array(Alias),
    updatedDate: v.optional(v.string()),
    passwordExpired: v.boolean(),
    twoFactorEnabled: v.boolean(),
    totpVerified: v.boolean(),
  }),
});
