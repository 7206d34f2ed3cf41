import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';
import { Context } from '../telemetry/schemas.ts';

/** POST /service-optimize/{context}/api/v2/decision: which variant of an experiment this visitor gets. */
export const experimentDecision = defineEndpoint({
  operationId: 'experimentDecision',
  tag: 'experiments',
  summary: 'Decide an experiment variant',
  method: 'POST',
  path: '/service-optimize/{context}/api/v2/decision',
  auth: 'none',
  request: {
    params: v.object({ context: Context }),
    body: v.object({
      experimentKey: v.string(),
      optimizeUser: v.object({ trackerId: v.pipe(v.string(), v.minLength(1)) }),
    }),
  },
  response: v.object({ experimentKey: v.string(), variant: v.string(), enabled: v.boolean() }),
});
