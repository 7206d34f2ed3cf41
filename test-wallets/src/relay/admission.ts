/**
 * Whether the relay takes a WebSocket upgrade, decided from the request alone:
 * - a page of another site is refused (403): a browser says which page opens a
 *   socket in `Origin`, and only the product's pages and the partners' sites have a
 *   reason to reach this relay; a request with no `Origin` (a wallet app, a Node
 *   client) is not a page and is taken;
 * - then the client's auth token must verify (./relay-auth.ts), else 401: its key,
 *   the token's `iss`, is who the client is.
 */
import { originAllowed } from '../http.ts';
import { verifyRelayAuth } from './relay-auth.ts';

export interface AdmissionRules {
  /** The relay's own URLs: the `aud` a token must name. */
  audiences: readonly string[];
  /** The origins whose pages may connect. */
  allowedOrigins: readonly string[];
  /** Now, in seconds. */
  now: number;
}

export type Admission = { clientKey: string } | { status: 401 | 403; message: string };

export function admissionOf(
  request: { url?: string; origin?: string },
  { audiences, allowedOrigins, now }: AdmissionRules,
): Admission {
  if (!originAllowed(request.origin, allowedOrigins))
    return { status: 403, message: `This relay serves the product's pages only, not ${request.origin}.` };
  const token = new URL(request.url ?? '/', 'http://relay').searchParams.get('auth');
  const check = verifyRelayAuth(token, { audiences, now });
  if ('refused' in check)
    return { status: 401, message: `Connect with a valid relay auth token: ${check.refused}.` };
  return { clientKey: check.clientId };
}
