import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';

/** POST /identity/api/v1/registration/invite: invites a borrower to register (path chosen here). */
export const createBrokerInvite = defineEndpoint({
  operationId: 'createBrokerInvite',
  tag: 'identity',
  summary: 'Invite a borrower to register',
  method: 'POST',
  path: '/identity/api/v1/registration/invite',
  auth: 'none',
  errorStatuses: [404, 409],
  request: {
    body: v.union([
      v.object({ borrowerIdentityUuid: v.string() }),
      v.object({
        borrowerIdentifier: v.object({
          borrowerEmail: v.pipe(v.string(), v.email()),
          organization: v.string(),
        }),
      }),
    ]),
  },
  response: v.object({ loginUuid: v.string() }),
});
