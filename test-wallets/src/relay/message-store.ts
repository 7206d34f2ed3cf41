/**
 * The messages the relay keeps for subscribers that come later, bounded: kept until
 * their TTL, but never more than `perClientBytes` of one client's messages nor
 * `totalBytes` in all; past a limit the oldest go first (that client's, then anyone's).
 * A message that goes was already pushed to every subscriber of its topic then, so
 * only a subscriber that comes later, or a client that never acknowledged it, misses
 * it, as with a message whose TTL ran out. See docs/security.md ("The test wallets")
 * for why these numbers.
 */
export interface StoreLimits {
  /** The bytes of one client's messages kept at most. */
  perClientBytes: number;
  /** The bytes of all messages kept at most. */
  totalBytes: number;
}

const MiB = 1024 * 1024;

/**
 * 16 messages of the largest size per client, 128 in all. WalletConnect's own messages
 * are a few KB (a proposal, a settlement, a request), so a pairing is far below either.
 */
export const DEFAULT_STORE_LIMITS: StoreLimits = { perClientBytes: 4 * MiB, totalBytes: 32 * MiB };

/** Counted for each message besides its text: the record, its topic's entry, its delivery set. */
export const MESSAGE_OVERHEAD_BYTES = 512;

export interface StoredMessage {
  /** The store's own number for it, in publishing order. */
  seq: number;
  topic: string;
  message: string;
  publishedAt: number;
  expiresAt: number;
  tag?: number;
  attestation?: string;
  sender: string;
  /** Client keys that acknowledged or fetched it. */
  deliveredTo: Set<string>;
  /** What it counts against the limits. */
  bytes: number;
}

export type NewMessage = Omit<StoredMessage, 'seq' | 'deliveredTo' | 'bytes'>;

export function createMessageStore(now: () => number, limits: StoreLimits = DEFAULT_STORE_LIMITS) {
  /** Oldest first: the order they were published in. */
  const messages = new Map<number, StoredMessage>();
  const bytesBySender = new Map<string, number>();
  let totalBytes = 0;
  let nextSeq = 1;

  const remove = (stored: StoredMessage) => {
    messages.delete(stored.seq);
    totalBytes -= stored.bytes;
    const left = (bytesBySender.get(stored.sender) ?? 0) - stored.bytes;
    if (left > 0) bytesBySender.set(stored.sender, left);
    else bytesBySender.delete(stored.sender);
  };

  const prune = () => {
    const time = now();
    for (const stored of messages.values()) if (stored.expiresAt <= time) remove(stored);
  };

  const oldestOf = (sender: string) => {
    for (const stored of messages.values()) if (stored.sender === sender) return stored;
    return undefined;
  };

  return {
    add(message: NewMessage): StoredMessage {
      prune();
      const bytes =
        Buffer.byteLength(message.message) +
        Buffer.byteLength(message.topic) +
        (message.attestation ? Buffer.byteLength(message.attestation) : 0) +
        MESSAGE_OVERHEAD_BYTES;
      const stored: StoredMessage = { ...message, seq: nextSeq++, deliveredTo: new Set(), bytes };
      messages.set(stored.seq, stored);
      totalBytes += bytes;
      bytesBySender.set(stored.sender, (bytesBySender.get(stored.sender) ?? 0) + bytes);
      while ((bytesBySender.get(stored.sender) ?? 0) > limits.perClientBytes)
        remove(oldestOf(stored.sender)!);
      while (totalBytes > limits.totalBytes) remove(messages.values().next().value!);
      return stored;
    },
    /** A message still kept, by its number. */
    get: (seq: number): StoredMessage | undefined => messages.get(seq),
    /**
     * The kept messages of these topics this client has not had yet (never its own), in
     * one pass over the store however many topics a batch names.
     */
    undelivered(topics: ReadonlySet<string>, clientKey: string): StoredMessage[] {
      prune();
      return [...messages.values()].filter(
        (m) => topics.has(m.topic) && m.sender !== clientKey && !m.deliveredTo.has(clientKey),
      );
    },
    stats() {
      prune();
      return { messages: messages.size, bytes: totalBytes };
    },
  };
}
