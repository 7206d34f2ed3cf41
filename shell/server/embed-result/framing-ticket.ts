/**
 * The framing ticket (docs/embed.md, "The signed result"): the servers keep nothing between
 * requests, so when the shell's server vouches for a listed partner at framing (./../embed-framing.ts)
 * it writes into the embed page what it vouched for: the partner's origin, the label, the
 * opening's channel and an expiry, signed with the embed signing key. The result request carries
 * it back, and the result's `aud` is the ticket's origin: never anything the page claims. A
 * ticket proves only that one of our servers framed that origin; it is no credential.
 *
 * Signed (ES256), not MAC'd: a ticket is checked against every published key (`EMBED_VERIFY_KEYS`),
 * so during a key rotation a page framed by a server still signing with the old key is answered by
 * one already signing with the new, and an overlay opened before the switch keeps working.
 *
 * Format: `t2.<payload, base64url JSON with the signing kid>.<ES256 signature of "t2.<payload>",
 * base64url, r||s>`.
 */
import { sign, verify, type KeyObject } from 'node:crypto';

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

/** What signs tickets: the signing key and its `kid`. */
export interface TicketSigner {
  kid: string;
  signingKey: KeyObject;
}

/** What checks them: the published public keys, by `kid`. */
export type TicketKeys = ReadonlyMap<string, KeyObject>;

const PREFIX = 't2';
const SIGNATURE = { dsaEncoding: 'ieee-p1363' } as const;

export function issueTicket(
  { kid, signingKey }: TicketSigner,
  claims: Omit<TicketClaims, 'exp'>,
  nowS = Math.floor(Date.now() / 1000),
): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, exp: nowS + TICKET_TTL_S, kid })).toString(
    'base64url',
  );
  const signed = `${PREFIX}.${payload}`;
  const signature = sign('sha256', Buffer.from(signed), { key: signingKey, ...SIGNATURE });
  return `${signed}.${signature.toString('base64url')}`;
}

export type TicketCheck =
  { ok: true; claims: TicketClaims } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function payloadOf(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function checkTicket(
  keys: TicketKeys,
  ticket: unknown,
  nowS = Math.floor(Date.now() / 1000),
): TicketCheck {
  if (typeof ticket !== 'string' || ticket.length > TICKET_MAX_LENGTH)
    return { ok: false, reason: 'malformed' };
  const parts = ticket.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX || !parts[1] || !parts[2])
    return { ok: false, reason: 'malformed' };
  const claims = payloadOf(parts[1]);
  if (!claims) return { ok: false, reason: 'malformed' };
  // The kid only chooses the key to try; the signature over the whole payload decides.
  const key = typeof claims.kid === 'string' ? keys.get(claims.kid) : undefined;
  const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
  if (!key || !verify('sha256', signed, { key, ...SIGNATURE }, Buffer.from(parts[2], 'base64url')))
    return { ok: false, reason: 'forged' };
  const { origin, label, channel, exp } = claims;
  if (!isText(origin) || !isText(channel) || !(label === null || isText(label)) || typeof exp !== 'number')
    return { ok: false, reason: 'malformed' };
  if (exp <= nowS) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { origin, label, channel, exp } };
}
