/**
 * `@lender/shared/telemetry`: the page's telemetry session and events, and the sign-in
 * experiment's decisions. An entry of its own, loaded once the page has rendered.
 */
export {
  decideSignInExperiment,
  getPageExperiments,
  isFeatureEnabled,
  setPageExperiments,
  type PageExperiments,
} from './experiments.ts';
export {
  createTelemetry,
  getPageTelemetry,
  hashEmail,
  registerEvent,
  setPageTelemetry,
  type EventLocation,
  type Telemetry,
  type TelemetryEvent,
} from './telemetry.ts';
export { browserEnvironment, openTelemetrySession } from './telemetry-session.ts';
