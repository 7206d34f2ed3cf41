/**
 * Whether the relay takes a WebSocket upgrade, decided from the request and how many
 * sockets its address holds open:
 * - a page of another site is refused (403): a browser says which page opens a
 *   socket in `Origin`, and only the product's pages and the partners' sites have a
 *   reason to reach this relay; a request with no `Origin` (a wallet app, a Node
 *   client) is not a page and is taken;
 * - an address that holds `maxPerAddress` sockets open already is refused (429), before
 *   its token costs a signature check: each socket may hold topics and pushes, so
 *   one address must not open them without end;
 * - then the client's auth token must verify (./relay-auth.ts), else 401: its key,
 *   the token's `iss`, is who the client is.
 */
import { originAllowed } from '../http.ts';
import { verifyRelayAuth } from './relay-auth.ts';

/**
 * Sockets one remote address may hold open at once. Everything on a development
 * machine is one address (127.0.0.1): the test mobile wallet keeps one socket per
 * seeded wallet it has paired (27 in the default seed; the e2e suite pairs 4), and each
 * product page with a mobile connection one more (the e2e suite runs 2 workers, a page
 * each; the jest suites give each test a relay of its own and hold at most 2 open at once).
 * 50 is far above that and still bounds what one address can hold.
 */
export const MAX_CONNECTIONS_PER_ADDRESS = 50;

/** What a refused upgrade's body says, for the developer whose client was refused. */
export const RELAY_REFUSALS = {
  foreignPage: (origin: string | undefined) => `This relay serves the product's pages only, not ${origin}.`,
  tooManyConnections: (max: number) =>
    `This address has ${max} connections to the relay open, the most it may have. Close one first.`,
  invalidToken: (why: string) => `Connect with a valid relay auth token: ${why}.`,
} as const;

export interface AdmissionRules {
  /** The relay's own URLs: the `aud` a token must name. */
  audiences: readonly string[];
  /** The origins whose pages may connect. */
  allowedOrigins: readonly string[];
  /** Now, in seconds. */
  now: number;
  /** The sockets the request's address holds open now. */
  openFromAddress: number;
  /** The most it may hold (MAX_CONNECTIONS_PER_ADDRESS unless a test says otherwise). */
  maxPerAddress: number;
}

export type Admission = { clientKey: string } | { status: 401 | 403 | 429; message: string };

export function admissionOf(
  request: { url?: string; origin?: string },
  { audiences, allowedOrigins, now, openFromAddress, maxPerAddress }: AdmissionRules,
): Admission {
  if (!originAllowed(request.origin, allowedOrigins))
    return { status: 403, message: RELAY_REFUSALS.foreignPage(request.origin) };
  if (openFromAddress >= maxPerAddress)
    return { status: 429, message: RELAY_REFUSALS.tooManyConnections(maxPerAddress) };
  const token = new URL(request.url ?? '/', 'http://relay').searchParams.get('auth');
  const check = verifyRelayAuth(token, { audiences, now });
  if ('refused' in check) return { status: 401, message: RELAY_REFUSALS.invalidToken(check.refused) };
  return { clientKey: check.clientId };
}
