/**
 * Where a flow intent's redirect fields (`redirectUrl`, `incompleteRedirectUrl`) may send
 * a borrower (issue 26, item 8). The passport site sends the borrower to them when
 * onboarding ends, and the record is stored under `gatekeep-up` until logout, so a link
 * that names a foreign address (or `javascript:`) would otherwise have our page hand it on
 * at every later visit. A field is accepted when it is
 *  - a path of ours: one the redirect sanitiser accepts (a single leading '/', no '//', no
 *    backslash, no '@', each percent-decoded form checked too). It is sent on as the
 *    product's absolute address (the page's origin + the path), since the passport site
 *    would resolve a bare path on its own origin;
 *  - or an absolute address on the product's origin (the page's own, `location.origin`: the
 *    runtime configuration names no other origin a page of ours is served from) or on the
 *    passport site's (`pagePassportSite()`). It must be `https:`; outside production `http:`
 *    is allowed too on a loopback host (127.0.0.1, localhost, *.localhost), so the rule runs
 *    on the local stack. Printable ASCII only, no space or backslash (which the URL parser
 *    would forgive), and no user name or password.
 * Anything else is refused, and the screen names the field; the same rule reads a stored
 * record again, which is dropped when it fails.
 */
import { MAX_REDIRECT_LENGTH, resolveSafeRedirect, type FlowIntentRecord } from '@lender/shared/onboarding';

export const REDIRECT_FIELDS = ['redirectUrl', 'incompleteRedirectUrl'] as const;
export type RedirectField = (typeof REDIRECT_FIELDS)[number];

/** What the screen says when a link's redirect field is refused. */
export const refusedRedirectMessage = (field: RedirectField) =>
  `The ${field} in this link is not an address we can send you to.`;

/** The places a borrower may be sent back to, as the page knows them. */
export interface RedirectPlaces {
  /** The page's own origin (`location.origin`): the product's. */
  productOrigin: string;
  /** The passport site's origin; null when the configuration gives none (only the product's then). */
  passportOrigin: string | null;
  /** The runtime configuration's environment is production: `https:` only. */
  production: boolean;
}

// Printable ASCII without the space and the backslash.
const PLAIN_ADDRESS = /^[\x21-\x5B\x5D-\x7E]+$/;

const isLoopback = (hostname: string) =>
  hostname === '127.0.0.1' || hostname === 'localhost' || hostname.endsWith('.localhost');

const originOf = (address: string | null) =>
  address !== null && URL.canParse(address) ? new URL(address).origin : null;

/** The address to send on for one redirect field's value, or null when it must be refused. */
export function forwardedRedirect(value: string, places: RedirectPlaces): string | null {
  const productOrigin = originOf(places.productOrigin);
  if (productOrigin === null || productOrigin === 'null') return null;
  if (value.startsWith('/')) {
    const path = resolveSafeRedirect(value, productOrigin);
    const address = path === null ? null : `${productOrigin}${path}`;
    // What is sent on is stored too, and read back by the record's limit (FLOW_TEXT_LIMITS.redirectUrl).
    return address !== null && address.length <= MAX_REDIRECT_LENGTH ? address : null;
  }
  if (value.length > MAX_REDIRECT_LENGTH || !PLAIN_ADDRESS.test(value) || !URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.username !== '' || url.password !== '') return null;
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && !places.production && isLoopback(url.hostname));
  const ours = [productOrigin, originOf(places.passportOrigin)].includes(url.origin);
  return secure && ours ? url.href : null;
}

export type CheckedRedirects = { ok: true; record: FlowIntentRecord } | { ok: false; field: RedirectField };

/** The record with each redirect field as it is sent on, or the first field refused. */
export function checkRedirects(record: FlowIntentRecord, places: RedirectPlaces): CheckedRedirects {
  let checked = record;
  for (const field of REDIRECT_FIELDS) {
    const value = record[field];
    if (!value) continue;
    const forwarded = forwardedRedirect(value, places);
    if (forwarded === null) return { ok: false, field };
    checked = { ...checked, [field]: forwarded };
  }
  return { ok: true, record: checked };
}
