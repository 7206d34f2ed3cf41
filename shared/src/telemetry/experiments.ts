/**
 * Experiment decisions and feature flags. Agents are decided under their own
 * experiment key. A decision or flag that cannot be fetched counts as "off": an
 * experiment never stands between a person and signing in.
 */
import type { ApiClient } from '../api/client.ts';
import type { Audience } from '../api/endpoints/broker/schemas.ts';
import { experimentDecision } from '../api/endpoints/experiments/decision.ts';
import { featureFlag } from '../api/endpoints/experiments/feature-flag.ts';

export const SIGN_IN_EXPERIMENT_KEYS: Record<Audience, string> = {
  customer: 'sign-in-customer',
  agent: 'sign-in-agent',
};

export interface Decision {
  experimentKey: string;
  variant: string;
  enabled: boolean;
}

export async function decideSignInExperiment(
  client: ApiClient,
  audience: Audience,
  trackerId: string,
): Promise<Decision> {
  const experimentKey = SIGN_IN_EXPERIMENT_KEYS[audience];
  try {
    return await experimentDecision.call(client, {
      params: { context: audience },
      body: { experimentKey, optimizeUser: { trackerId } },
    });
  } catch {
    return { experimentKey, variant: 'control', enabled: false };
  }
}

export async function isFeatureEnabled(
  client: ApiClient,
  audience: Audience,
  flag: string,
): Promise<boolean> {
  try {
    return (await featureFlag.call(client, { params: { context: audience, flag } })).enabled;
  } catch {
    return false;
  }
}
