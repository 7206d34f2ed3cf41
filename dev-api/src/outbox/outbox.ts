/**
 * The development outbox: every email and SMS the dev API "sends" is kept here instead,
 * for GET /__dev/outbox?to=ADDRESS and the outbox page. Messages are listed newest
 * first; messages sent in the same millisecond keep their sending order, newest first.
 *
 * Addresses match without regard to case or surrounding space. A phone number (no `@`)
 * matches on its digits alone, so `+1 (555) 010-0001`, `15550100001` and a query whose
 * `+` arrived as a space (`?to=+1555…` decodes to " 1555…") all find the same SMS.
 */
export interface OutboxMessage {
  to: string;
  subject: string;
  /** The 6-digit code the message carries, or null. */
  code: string | null;
  /** `toISOString()`, with milliseconds. */
  sentAt: string;
  /** Only on messages that carry a link (invitations). */
  link?: string;
}

export interface OutgoingMessage {
  to: string;
  subject: string;
  code?: string | null;
  link?: string;
}

export interface Outbox {
  send(message: OutgoingMessage): OutboxMessage;
  /** Messages to `address`, newest first; [] for an address that has none. */
  list(address: string): OutboxMessage[];
  /** Every message, newest first. */
  all(): OutboxMessage[];
  clear(): void;
}

/** The form an address is compared in. */
export function addressKey(address: string): string {
  const trimmed = address.trim().toLowerCase();
  if (trimmed.includes('@')) return trimmed;
  const digits = trimmed.replace(/\D/g, '');
  return digits || trimmed;
}

const copy = ({ to, subject, code, sentAt, link }: OutboxMessage): OutboxMessage =>
  link === undefined ? { to, subject, code, sentAt } : { to, subject, code, sentAt, link };

export function createOutbox({ now }: { now: () => number }): Outbox {
  /** Oldest first; listed reversed. */
  let messages: { key: string; message: OutboxMessage }[] = [];
  const newestFirst = (list: typeof messages) => list.map(({ message }) => copy(message)).reverse();

  return {
    send({ to, subject, code = null, link }) {
      const message = copy({ to, subject, code, sentAt: new Date(now()).toISOString(), link });
      messages.push({ key: addressKey(to), message });
      return copy(message);
    },
    list(address) {
      const key = addressKey(address);
      return newestFirst(messages.filter((entry) => entry.key === key));
    },
    all: () => newestFirst(messages),
    clear() {
      messages = [];
    },
  };
}
