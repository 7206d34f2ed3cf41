/**
 * Caps per identity on the wallet calls that leave records behind (issue 26, item 4; the
 * numbers are the stand-in's, recorded in docs/spec-decisions.md, "The wallet service's
 * rules"). Past a cap the call answers 429 with Retry-After, as every limit of the API does.
 *
 * - nonces: 30 in a nonce's lifetime (5 minutes), so at most 30 wait per identity; a person
 *   verifying a wallet needs one, a retry or two more;
 * - attaches: 30 an hour;
 * - new accounts (Create Wallet and hosted accounts together): 25 a day.
 *
 * A persona reset to its seed (POST /__dev/reset with an email) starts its counts afresh,
 * so test suites that reset between journeys never meet the caps.
 */
import { createRateLimiter, type Limit, type RateDecision } from '../../security/rate-limit.ts';
import type { DevState } from '../../state/dev-state.ts';

/** One nonce stays good for one attach attempt this long. */
export const NONCE_VALIDITY_MS = 5 * 60 * 1000;

export const WALLET_CAPS = {
  nonce: { max: 30, windowMs: NONCE_VALIDITY_MS },
  attach: { max: 30, windowMs: 60 * 60 * 1000 },
  account: { max: 25, windowMs: 24 * 60 * 60 * 1000 },
} as const satisfies Record<string, Limit>;

export type WalletCapKind = keyof typeof WALLET_CAPS;

export interface WalletCaps {
  /** Counts one call of `kind` by the identity when allowed; otherwise says how long to wait. */
  take(kind: WalletCapKind, identityUuid: string): RateDecision;
}

export function createWalletCaps(state: DevState): WalletCaps {
  const limiters = Object.fromEntries(
    Object.entries(WALLET_CAPS).map(([kind, limit]) => [
      kind,
      createRateLimiter({ now: state.now, limits: { perClient: limit, perAccount: limit } }),
    ]),
  ) as Record<WalletCapKind, ReturnType<typeof createRateLimiter>>;
  const all = Object.values(limiters);
  state.onReset(() => all.forEach((limiter) => limiter.reset()));
  state.onResetIdentity((uuid) => all.forEach((limiter) => limiter.forget(uuid)));
  return { take: (kind, identityUuid) => limiters[kind].check(identityUuid) };
}
