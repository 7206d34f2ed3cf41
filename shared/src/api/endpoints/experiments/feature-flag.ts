import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';
import { Context } from '../telemetry/schemas.ts';

/** GET /service-optimize/{context}/api/v1/feature-flag/{flag}: whether a feature is on (path chosen here). */
export const featureFlag = defineEndpoint({
  operationId: 'featureFlag',
  tag: 'experiments',
  summary: 'Whether a feature flag is on',
  method: 'GET',
  path: '/service-optimize/{context}/api/v1/feature-flag/{flag}',
  auth: 'none',
  request: { params: v.object({ context: Context, flag: v.pipe(v.string(), v.regex(/^[\w.-]+$/)) }) },
  response: v.object({ flag: v.string(), enabled: v.boolean() }),
});
