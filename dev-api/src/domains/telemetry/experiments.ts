/**
 * The experiments and feature flags the local stand-in knows, and how it decides.
 * A visitor's variant is a pure function of the experiment key and their tracker id
 * (a SHA-256 bucket), so the same visitor always sees the same variant, across
 * contexts and restarts. Flags can be overridden at run time (POST /__dev/flags) so
 * a front-end test can switch a feature off; an experiment gated by a flag is off
 * while its flag is off. Unknown experiments and flags are off.
 */
import { createHash } from 'node:crypto';

export interface ExperimentConfig {
  /** The variants visitors are spread over, evenly; the first is the control. */
  variants: readonly [string, ...string[]];
  /** A flag that must be on for the experiment to run. */
  gatedBy?: string;
}

export const CONTROL = 'control';
export const TREATMENT = 'treatment';

/** The experiments the product asks about; agents are decided under their own key. */
export const EXPERIMENTS: Readonly<Record<string, ExperimentConfig>> = {
  'sign-in-customer': { variants: [CONTROL, TREATMENT] },
  'sign-in-agent': { variants: [CONTROL, TREATMENT] },
  'partner-register-auto-checks': {
    variants: [CONTROL, TREATMENT],
    gatedBy: 'partner-register-auto-checks',
  },
};

/** Flags as they stand after start or reset. */
export const FEATURE_FLAGS: Readonly<Record<string, boolean>> = {
  /** The partner register page reads the verification status on load. */
  'partner-register-auto-checks': true,
};

export interface Decision {
  experimentKey: string;
  variant: string;
  enabled: boolean;
}

/** The variant of `variants` that `trackerId` falls in: the first 4 bytes of SHA-256("key:tracker") modulo their count. */
export function bucketOf(experimentKey: string, trackerId: string, variantCount: number): number {
  const digest = createHash('sha256').update(`${experimentKey}:${trackerId}`, 'utf8').digest();
  return digest.readUInt32BE(0) % variantCount;
}

/** The decision for a visitor, given the experiments and whether a flag is on. */
export function decide(
  experimentKey: string,
  trackerId: string,
  isFlagOn: (flag: string) => boolean,
  experiments: Readonly<Record<string, ExperimentConfig>> = EXPERIMENTS,
): Decision {
  const experiment = Object.hasOwn(experiments, experimentKey) ? experiments[experimentKey] : undefined;
  if (!experiment || (experiment.gatedBy !== undefined && !isFlagOn(experiment.gatedBy)))
    return { experimentKey, variant: CONTROL, enabled: false };
  const variant = experiment.variants[bucketOf(experimentKey, trackerId, experiment.variants.length)];
  return { experimentKey, variant: variant ?? CONTROL, enabled: true };
}

export interface FlagBook {
  isOn(flag: string): boolean;
  /** Overrides the given flags (others keep their value); answers every flag now known. */
  override(values: Readonly<Record<string, boolean>>): Record<string, boolean>;
  all(): Record<string, boolean>;
  /** Back to `FEATURE_FLAGS`. */
  reset(): void;
}

export function createFlagBook(defaults: Readonly<Record<string, boolean>> = FEATURE_FLAGS): FlagBook {
  const overrides = new Map<string, boolean>();
  const all = () => ({ ...defaults, ...Object.fromEntries(overrides) });
  return {
    isOn: (flag) => overrides.get(flag) ?? (Object.hasOwn(defaults, flag) && defaults[flag] === true),
    override(values) {
      for (const [flag, value] of Object.entries(values)) overrides.set(flag, value);
      return all();
    },
    all,
    reset: () => overrides.clear(),
  };
}
