import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';

/** GET /identity/api/v1/identity/registration/verification: where an invited borrower stands. */
export const registrationVerification = defineEndpoint({
  operationId: 'registrationVerification',
  tag: 'identity',
  summary: 'Registration status of an invited borrower',
  method: 'GET',
  path: '/identity/api/v1/identity/registration/verification',
  auth: 'none',
  errorStatuses: [404],
  request: {
    query: v.object({
      identityUuid: v.optional(v.string()),
      borrowerEmail: v.optional(v.string()),
      organization: v.optional(v.string()),
      loginUuid: v.optional(v.string()),
    }),
  },
  response: v.object({
    uuid: v.string(),
    identityUuid: v.string(),
    isIdentityRegistered: v.boolean(),
    isInquiryWelcomeEmailSent: v.boolean(),
    isTokenExpired: v.boolean(),
    trackerUuid: v.optional(v.string()),
  }),
});
