/**
 * The nonces waiting to be signed (spec section 4, "Wallet verify flow"): one per identity
 * and wallet, good for one attach attempt within its validity. Expired nonces are pruned
 * whenever a new one is issued (issue 26, item 4: they used to stay until a reset), so what
 * the book holds is bounded by the callers' caps (wallet-caps.ts).
 */
import { randomBytes } from 'node:crypto';

export interface NonceBook {
  issue(identityUuid: string, walletAddress: string): string;
  /** The nonce for one attempt, used up whatever its outcome; null when none is waiting or it expired. */
  take(identityUuid: string, walletAddress: string): string | null;
  /** How many nonces are held (for tests of the pruning). */
  size(): number;
  clear(): void;
  forgetIdentity(identityUuid: string): void;
}

const keyOf = (identityUuid: string, walletAddress: string) =>
  `${identityUuid}|${walletAddress.toLowerCase()}`;

export function createNonceBook({ now, validityMs }: { now: () => number; validityMs: number }): NonceBook {
  const entries = new Map<string, { identityUuid: string; nonce: string; expiresAt: number }>();
  const prune = () => {
    const time = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
  };
  return {
    issue(identityUuid, walletAddress) {
      prune();
      const nonce = randomBytes(32).toString('hex');
      entries.set(keyOf(identityUuid, walletAddress), { identityUuid, nonce, expiresAt: now() + validityMs });
      return nonce;
    },
    take(identityUuid, walletAddress) {
      const key = keyOf(identityUuid, walletAddress);
      const entry = entries.get(key);
      entries.delete(key);
      return entry && entry.expiresAt > now() ? entry.nonce : null;
    },
    size: () => entries.size,
    clear: () => entries.clear(),
    forgetIdentity(identityUuid) {
      for (const [key, entry] of entries) if (entry.identityUuid === identityUuid) entries.delete(key);
    },
  };
}
