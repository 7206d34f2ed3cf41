/** The telemetry endpoints: an entry of its own (`@lender/shared/endpoints/telemetry`), loaded by the screens that call them. */
export * from './create-session.ts';
export * from './send-event.ts';
