/**
 * Telemetry and experiments at start-up (spec section 7): the shell opens the
 * page's telemetry session (three tries, then the failure is logged and the page
 * carries on without telemetry), hands the page's telemetry to the remotes
 * (`setPageTelemetry`), sends a page event for each page the visitor sees, and,
 * once the session names a tracker, asks for the sign-in experiment's decision
 * (agents under their own key) and reads the start-up feature flags. The module
 * is imported after the first render, so none of it delays the page.
 */
import { apiClient, sessionStore } from '@lender/shared';
import { type RuntimeConfig } from '@lender/shared/contracts';
import {
  browserEnvironment,
  createTelemetry,
  decideSignInExperiment,
  isFeatureEnabled,
  openTelemetrySession,
  setPageExperiments,
  setPageTelemetry,
  type PageExperiments,
  type Telemetry,
} from '@lender/shared/telemetry';

/** The flags read once per page, for any screen to consult through `getPageExperiments()`. */
export const STARTUP_FEATURE_FLAGS = ['partner-register-auto-checks'] as const;

/** The version the telemetry session reports for this front end. */
export const APP_VERSION = '0.1.0';

export function startTelemetry(config: Pick<RuntimeConfig, 'audience'>): Telemetry {
  const context = config.audience;
  const session = openTelemetrySession({
    client: apiClient,
    context,
    appVersion: APP_VERSION,
    environment: browserEnvironment(),
  });
  // The failure was logged by openTelemetrySession; events then are dropped quietly.
  session.catch(() => undefined);
  const telemetry = createTelemetry({
    client: apiClient,
    context,
    session,
    location: () => window.location,
    identityId: () => sessionStore.getState().identity?.value.uuid ?? null,
  });
  setPageTelemetry(telemetry);

  const experiments: Promise<PageExperiments> = session.then(async ({ trackerUuid }) => {
    const [decision, ...flags] = await Promise.all([
      decideSignInExperiment(apiClient, context, trackerUuid),
      ...STARTUP_FEATURE_FLAGS.map((flag) => isFeatureEnabled(apiClient, context, flag)),
    ]);
    return { decision, flags: Object.fromEntries(STARTUP_FEATURE_FLAGS.map((flag, i) => [flag, flags[i]!])) };
  });
  experiments.catch(() => undefined);
  setPageExperiments(experiments);
  return telemetry;
}
