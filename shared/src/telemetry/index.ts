/** Telemetry and experiments: an entry of its own (`@lender/shared/telemetry`), started after first paint. */
export * from './experiments.ts';
export * from './telemetry.ts';
export * from './telemetry-session.ts';
export { TELEMETRY_LIBRARY_VERSION } from '../api/endpoints/telemetry/schemas.ts';
