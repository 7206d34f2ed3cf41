/** The passport endpoints: an entry of its own (`@lender/shared/endpoints/passport`), loaded by the screens that call them. */
export * from './creator-passport-status.ts';
export * from './creator-passport.ts';
export * from './passport-status.ts';
export * from './passport.ts';
export { PASSPORT_GATEWAY_BASE } from './schemas.ts';
