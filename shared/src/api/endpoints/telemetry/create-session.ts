import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';
import { Context } from './schemas.ts';

/** POST /ft/{context}/session: opens a telemetry session. */
export const createTelemetrySession = defineEndpoint({
  operationId: 'createTelemetrySession',
  tag: 'telemetry',
  summary: 'Open a telemetry session',
  method: 'POST',
  path: '/ft/{context}/session',
  auth: 'none',
  request: {
    params: v.object({ context: Context }),
    body: v.object({
      platform: v.literal('WEB'),
      libVersion: v.string(),
      referrer: v.string(),
      queryParams: v.record(v.string(), v.string()),
      screenWidth: v.number(),
      screenHeight: v.number(),
      windowWidth: v.number(),
      windowHeight: v.number(),
      sessionKey: v.pipe(v.string(), v.minLength(1)),
      appVersion: v.string(),
    }),
  },
  response: v.object({ uuid: v.string(), epoch: v.number(), trackerUuid: v.string() }),
});
