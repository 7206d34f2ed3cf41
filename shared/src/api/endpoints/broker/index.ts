/** The broker endpoints: an entry of its own (`@lender/shared/endpoints/broker`), loaded by the screens that call them. */
export * from './figure-info.ts';
export * from './login.ts';
export * from './logout.ts';
export type { Audience, BrokerIdentity } from './schemas.ts';
