/**
 * How much the relay holds at most, so no client can grow its memory without end
 * (issue 26, item 7; the numbers and why in docs/security.md, "The test wallets"):
 * the messages it keeps (./message-store.ts), the pushes awaiting an acknowledgement,
 * and the topics one socket may be subscribed to (./subscriptions.ts).
 */
import { DEFAULT_STORE_LIMITS, type StoreLimits } from './message-store.ts';
import { MAX_TOPICS_PER_PEER } from './subscriptions.ts';

/**
 * Pushes awaiting an acknowledgement, kept at most (oldest forgotten first): a client
 * that never acknowledges must not grow the relay's memory. A forgotten push only
 * leaves its message undelivered to that client, so it gets it again when it fetches.
 */
export const MAX_PENDING_PUSHES = 10_000;

export interface RelayLimits extends StoreLimits {
  pendingPushes: number;
  /** The topics one socket may be subscribed to at once. */
  topicsPerPeer: number;
}

export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  ...DEFAULT_STORE_LIMITS,
  pendingPushes: MAX_PENDING_PUSHES,
  topicsPerPeer: MAX_TOPICS_PER_PEER,
};
