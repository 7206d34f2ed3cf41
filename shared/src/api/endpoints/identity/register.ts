import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';
import { Email } from './schemas.ts';

/** POST /identity/api/v1/registration/register: creates a login for an email. */
export const register = defineEndpoint({
  operationId: 'register',
  tag: 'identity',
  summary: 'Register an email',
  method: 'POST',
  path: '/identity/api/v1/registration/register',
  auth: 'none',
  request: { body: v.object({ email: Email }) },
  response: v.object({ jwt: v.optional(v.string()), loginUuid: v.optional(v.string()) }),
});
