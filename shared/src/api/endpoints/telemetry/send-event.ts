import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';
import { Context } from './schemas.ts';

/** POST /ft/{context}/event: records a page or product event. */
export const sendTelemetryEvent = defineEndpoint({
  operationId: 'sendTelemetryEvent',
  tag: 'telemetry',
  summary: 'Record an event',
  method: 'POST',
  path: '/ft/{context}/event',
  auth: 'none',
  request: {
    params: v.object({ context: Context }),
    body: v.object({
      domain: v.string(),
      queryParams: v.record(v.string(), v.string()),
      pagePath: v.string(),
      event: v.pipe(v.string(), v.minLength(1)),
      sessionKey: v.pipe(v.string(), v.minLength(1)),
      identityId: v.optional(v.nullable(v.string())),
      applicationUuid: v.optional(v.nullable(v.string())),
      eventType: v.string(),
      productType: v.optional(v.nullable(v.string())),
      eventProperties: v.record(v.string(), v.unknown()),
      dontDedupe: v.optional(v.boolean()),
      dedupeProperty: v.optional(v.string()),
    }),
  },
  response: v.nullable(v.object({})),
});
