/**
 * The framing ticket (docs/embed.md, "The signed result"): the servers keep nothing between
 * requests, so when the shell's server vouches for a listed partner at framing (./../embed-framing.ts)
 * it writes into the embed page what it vouched for: the partner's origin, the label, the
 * opening's channel and an expiry, MAC'd with a key derived from the embed signing key. The
 * result request carries it back, and the result's `aud` is the ticket's origin: never anything
 * the page claims. A ticket proves only that this server framed that origin; it is no credential.
 *
 * Format: `t1.<payload, base64url JSON>.<HMAC-SHA-256 of "t1.<payload>", base64url>`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a framing ticket is good for: an overlay left open longer is opened again. */
export const TICKET_TTL_S = 30 * 60;
/** A ticket is small; anything longer is refused before it is parsed. */
export const TICKET_MAX_LENGTH = 1024;

export interface TicketClaims {
  /** The partner's origin, as listed in `PARTNER_ORIGINS`. */
  origin: string;
  label: string | null;
  channel: string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

const PREFIX = 't1';
const mac = (key: Buffer, signed: string) => createHmac('sha256', key).update(signed).digest();

export function issueTicket(
  key: Buffer,
  claims: Omit<TicketClaims, 'exp'>,
  nowS = Math.floor(Date.now() / 1000),
): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, exp: nowS + TICKET_TTL_S })).toString('base64url');
  const signed = `${PREFIX}.${payload}`;
  return `${signed}.${mac(key, signed).toString('base64url')}`;
}

export type TicketCheck =
  { ok: true; claims: TicketClaims } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export function checkTicket(key: Buffer, ticket: unknown, nowS = Math.floor(Date.now() / 1000)): TicketCheck {
  if (typeof ticket !== 'string' || ticket.length > TICKET_MAX_LENGTH)
    return { ok: false, reason: 'malformed' };
  const parts = ticket.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX || !parts[1] || !parts[2])
    return { ok: false, reason: 'malformed' };
  const given = Buffer.from(parts[2], 'base64url');
  const expected = mac(key, `${parts[0]}.${parts[1]}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'forged' };
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const { origin, label, channel, exp } = claims;
  if (!isText(origin) || !isText(channel) || !(label === null || isText(label)) || typeof exp !== 'number')
    return { ok: false, reason: 'malformed' };
  if (exp <= nowS) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { origin, label, channel, exp } };
}
