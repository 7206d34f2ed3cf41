/**
 * The telemetry and experiment endpoints: open a session, record an event, decide
 * an experiment, read a feature flag. Their input is already validated by the
 * router; what they add is the service's own rules (an event needs a known session,
 * duplicates are dropped, decisions are deterministic and recorded).
 */
import type { EndpointInput } from '@lender/shared/endpoint';
import type { experimentDecision, featureFlag } from '@lender/shared/endpoints/experiments';
import type { createTelemetrySession, sendTelemetryEvent } from '@lender/shared/endpoints/telemetry';
import { errors, type Handler } from '../../http/router.ts';
import { decide, type FlagBook } from './experiments.ts';
import type { TelemetryStore } from './telemetry-store.ts';

export const UNKNOWN_SESSION =
  'This event names no telemetry session. Open a session with POST /ft/{context}/session first.';

type Now = () => number;

export function createSessionHandler(
  store: TelemetryStore,
  now: Now,
): Handler<EndpointInput<typeof createTelemetrySession.request>> {
  return ({ input }) => {
    const { uuid, epoch, trackerUuid } = store.openSession(input.params.context, input.body, now());
    return { body: { uuid, epoch, trackerUuid } };
  };
}

export function sendEventHandler(
  store: TelemetryStore,
  now: Now,
): Handler<EndpointInput<typeof sendTelemetryEvent.request>> {
  return ({ input }) => {
    if (!store.hasSession(input.body.sessionKey)) return errors(400, UNKNOWN_SESSION);
    store.recordEvent(input.params.context, input.body, now());
    return { body: {} };
  };
}

export function decisionHandler(
  store: TelemetryStore,
  flags: FlagBook,
  now: Now,
): Handler<EndpointInput<typeof experimentDecision.request>> {
  return ({ input }) => {
    const trackerId = input.body.optimizeUser.trackerId;
    const decision = decide(input.body.experimentKey, trackerId, (flag) => flags.isOn(flag));
    store.recordDecision({
      context: input.params.context,
      trackerId,
      ...decision,
      decidedAt: new Date(now()).toISOString(),
    });
    return { body: decision };
  };
}

export function featureFlagHandler(flags: FlagBook): Handler<EndpointInput<typeof featureFlag.request>> {
  return ({ input }) => ({ body: { flag: input.params.flag, enabled: flags.isOn(input.params.flag) } });
}
