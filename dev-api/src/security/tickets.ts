/**
 * Short-lived, single-use tickets: a random value that stands for "this subject may
 * do this one thing, once, soon". Each ticket has a purpose, and is good only for
 * it: a ticket minted for setting an expired password is no use to a wallet
 * conversion. A step that may be retried (a form shown again after a weak password)
 * `check`s its ticket and `spend`s it when the step succeeds; a step that is
 * complete in one request `take`s it.
 */
import { randomBytes } from 'node:crypto';

export type TicketPurpose = 'set-expired-password' | 'provenance-convert';

export interface TicketOptions {
  now: () => number;
  /** How long each purpose's tickets last, in milliseconds. */
  validityMs: Record<TicketPurpose, number>;
}

export interface Tickets {
  /** A new ticket for `subject` (an identity uuid, say) to do `purpose`. */
  issue(purpose: TicketPurpose, subject: string, detail?: string): string;
  /** The ticket's subject and detail while it is unspent and in date, for this purpose only. */
  check(purpose: TicketPurpose, ticket: string): { subject: string; detail?: string } | undefined;
  spend(ticket: string): void;
  /** `check`, then `spend` when it was good. */
  take(purpose: TicketPurpose, ticket: string): { subject: string; detail?: string } | undefined;
  clear(): void;
}

interface Issued {
  purpose: TicketPurpose;
  subject: string;
  detail?: string;
  expiresAt: number;
}

export function createTickets({ now, validityMs }: TicketOptions): Tickets {
  const issued = new Map<string, Issued>();
  const tickets: Tickets = {
    issue(purpose, subject, detail) {
      for (const [ticket, entry] of issued) if (entry.expiresAt <= now()) issued.delete(ticket);
      const ticket = randomBytes(24).toString('base64url');
      issued.set(ticket, { purpose, subject, detail, expiresAt: now() + validityMs[purpose] });
      return ticket;
    },
    check(purpose, ticket) {
      const entry = issued.get(ticket);
      if (!entry || entry.purpose !== purpose || entry.expiresAt <= now()) return undefined;
      return entry.detail === undefined
        ? { subject: entry.subject }
        : { subject: entry.subject, detail: entry.detail };
    },
    spend(ticket) {
      issued.delete(ticket);
    },
    take(purpose, ticket) {
      const found = tickets.check(purpose, ticket);
      if (found) tickets.spend(ticket);
      return found;
    },
    clear() {
      issued.clear();
    },
  };
  return tickets;
}
