/**
 * The telemetry and experiment services: sessions and events (kept, and readable at
 * GET /__dev/telemetry), experiment decisions and feature flags (overridable at
 * POST /__dev/flags). All of it is forgotten when the dev API is reset.
 */
import type { Domain, DomainContext } from '../domain.ts';
import { createFlagBook } from './experiments.ts';
import {
  createSessionHandler,
  decisionHandler,
  featureFlagHandler,
  sendEventHandler,
} from './telemetry-handlers.ts';
import { telemetryDevRoutes } from './telemetry-dev-routes.ts';
import { createTelemetryStore } from './telemetry-store.ts';

export function telemetryDomain({ state }: DomainContext): Domain {
  const store = createTelemetryStore();
  const flags = createFlagBook();
  state.onReset(() => {
    store.clear();
    flags.reset();
  });
  return {
    handlers: {
      createTelemetrySession: createSessionHandler(store, state.now),
      sendTelemetryEvent: sendEventHandler(store, state.now),
      experimentDecision: decisionHandler(store, flags, state.now),
      featureFlag: featureFlagHandler(flags),
    },
    devRoutes: telemetryDevRoutes(store, flags),
  };
}
