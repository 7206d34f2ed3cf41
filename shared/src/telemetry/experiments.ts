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

/** What the page owner decided at start: the sign-in experiment and the feature flags it read. */
export interface PageExperiments {
  decision: Decision;
  flags: Readonly<Record<string, boolean>>;
}

let pageExperiments: Promise<PageExperiments> | null = null;

/** Set once by the page owner (the shell) when it starts its experiments. */
export function setPageExperiments(experiments: Promise<PageExperiments> | null): void {
  pageExperiments = experiments;
}

/** The page's experiments; null on a page whose owner started none (a remote alone). */
export function getPageExperiments(): Promise<PageExperiments> | null {
  return pageExperiments;
}
