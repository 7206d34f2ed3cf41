import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';
import { Email } from './schemas.ts';

/** POST /identity/api/v1/access-code/login: a mortgage signer signs in with the code from the signing invitation. */
export const accessCodeLogin = defineEndpoint({
  operationId: 'accessCodeLogin',
  tag: 'identity',
  summary: 'Mortgage-signer login with an access code',
  method: 'POST',
  path: '/identity/api/v1/access-code/login',
  auth: 'none',
  request: { body: v.object({ email: Email, accessCode: v.pipe(v.string(), v.trim(), v.minLength(1)) }) },
  response: v.object({ jwt: v.string() }),
});
