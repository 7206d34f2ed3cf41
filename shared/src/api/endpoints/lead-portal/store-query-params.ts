import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';

/** PUT /service-lead-portal/secure/borrower/store-borrower-query-params: keeps the landing query for the application. */
export const storeBorrowerQueryParams = defineEndpoint({
  operationId: 'storeBorrowerQueryParams',
  tag: 'lead-portal',
  summary: "Store the borrower's landing query parameters",
  method: 'PUT',
  path: '/service-lead-portal/secure/borrower/store-borrower-query-params',
  request: { body: v.object({ queryParams: v.record(v.string(), v.string()) }) },
  response: v.nullable(v.object({})),
});
