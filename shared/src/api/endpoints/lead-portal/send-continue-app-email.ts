import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';

/** POST /service-lead-portal/api/borrowers/send-continue-app-email-with-otp: emails a link to continue an application. */
export const sendContinueAppEmail = defineEndpoint({
  operationId: 'sendContinueAppEmail',
  tag: 'lead-portal',
  summary: 'Email a link to continue an application',
  method: 'POST',
  path: '/service-lead-portal/api/borrowers/send-continue-app-email-with-otp',
  auth: 'none',
  request: { body: v.object({ email: v.pipe(v.string(), v.email()) }) },
  response: v.nullable(v.object({})),
});
