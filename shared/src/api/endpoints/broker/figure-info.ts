import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';
import { Audience, BrokerHeaders, BrokerIdentity } from './schemas.ts';

/** GET /identity-broker/{audience}/secure/api/v3/self/figureinfo: the identity in its broker form. */
export const brokerFigureInfo = defineEndpoint({
  operationId: 'brokerFigureInfo',
  tag: 'broker',
  summary: 'The signed-in identity (broker form)',
  method: 'GET',
  path: '/identity-broker/{audience}/secure/api/v3/self/figureinfo',
  request: { params: v.object({ audience: Audience }), headers: BrokerHeaders },
  response: BrokerIdentity,
});
