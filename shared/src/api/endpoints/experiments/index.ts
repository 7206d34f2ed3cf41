/** The experiments endpoints: an entry of its own (`@lender/shared/endpoints/experiments`), loaded by the screens that call them. */
export * from './decision.ts';
export * from './feature-flag.ts';
