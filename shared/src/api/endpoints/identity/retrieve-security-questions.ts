import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';

/**
 * POST /identity/api/v1/question/retrieve: the identity's security questions (the
 * dialog asks one of three at random). After the first factor's validity ends it
 * answers "First factor is expired, please start a new login.".
 */
export const FIRST_FACTOR_EXPIRED_MESSAGE = 'First factor is expired, please start a new login.';

export const SecurityQuestion = v.object({ uuid: v.string(), question: v.string() });

export const retrieveSecurityQuestions = defineEndpoint({
  operationId: 'retrieveSecurityQuestions',
  tag: 'identity',
  summary: 'The security questions of the identity signing in',
  method: 'POST',
  path: '/identity/api/v1/question/retrieve',
  request: { body: v.object({ loginUuid: v.string() }) },
  response: v.array(SecurityQuestion),
});
