/** The lead-portal endpoints: an entry of its own (`@lender/shared/endpoints/lead-portal`), loaded by the screens that call them. */
export * from './send-continue-app-email.ts';
export * from './store-query-params.ts';
