/**
 * Open-redirect defence for `redirectUrl` and every other "go here next" value.
 *
 * A target is used only when it is a path on our own origin starting with a single '/'.
 * Browsers and URL parsers are lenient in ways attackers rely on (a backslash counts as
 * a slash, tabs and newlines are silently dropped, `%2F` and `%5C` get decoded by some
 * hop, `/..//x` normalises to `//x`), so rather than enumerate tricks this:
 *  1. rejects anything that is not printable ASCII, or holds a backslash, or (in the path
 *     part) an '@', in the raw string and in each percent-decoded form of it;
 *  2. requires a leading '/' that is not followed by '/' or '\' (again after decoding);
 *  3. resolves it with `new URL(target, origin)` and requires the same origin;
 *  4. checks the resolved path + query + hash once more with 1 and 2.
 * Absolute URLs are rejected even when they name our own origin: the specification
 * accepts paths only, and a path is all our own links ever put in a redirect.
 * Non-ASCII is rejected outright (our routes are ASCII), which defeats look-alike slashes
 * (U+FF0F, U+2215, U+2044) without a list of them.
 */
import { DEFAULT_REDIRECT } from '../contracts/routes.ts';

/** Longer targets are rejected rather than parsed; no route of ours comes near it. */
export const MAX_REDIRECT_LENGTH = 2048;

/** Decoding stops after this many rounds; a value still changing then is rejected. */
const MAX_DECODE_ROUNDS = 3;

// Printable ASCII without the backslash: rejects C0 controls, DEL, and all non-ASCII.
const SAFE_CHARACTERS = /^[\x20-\x5B\x5D-\x7E]*$/;

function isSafeForm(value: string): boolean {
  if (!SAFE_CHARACTERS.test(value)) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  const pathPart = value.split(/[?#]/, 1)[0] ?? '';
  return !pathPart.includes('@');
}

/** The value and each percent-decoded form of it, or null when it cannot be decoded. */
function decodedForms(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      // A malformed raw value is rejected; a later round failing only means "fully decoded"
      // (e.g. a query holding "100%" once decoded).
      return round === 0 ? null : forms;
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  return null;
}

function isSafePath(value: string): boolean {
  const forms = decodedForms(value);
  return forms !== null && forms.every(isSafeForm);
}

function originOf(origin: string): string | null {
  try {
    const parsed = new URL(origin).origin;
    return parsed === 'null' ? null : parsed;
  } catch {
    return null;
  }
}

/** The same-origin path to go to, or null when the target must not be used. */
export function resolveSafeRedirect(target: unknown, origin: string): string | null {
  if (typeof target !== 'string' || target.length > MAX_REDIRECT_LENGTH) return null;
  const ownOrigin = originOf(origin);
  if (ownOrigin === null || !isSafePath(target)) return null;
  let url: URL;
  try {
    url = new URL(target, ownOrigin);
  } catch {
    return null;
  }
  if (url.origin !== ownOrigin) return null;
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  return isSafePath(resolved) ? resolved : null;
}

/** A same-origin path starting with a single '/', or DEFAULT_REDIRECT ('/dashboard'). */
export function sanitizeRedirect(target: unknown, origin: string): string {
  return resolveSafeRedirect(target, origin) ?? DEFAULT_REDIRECT;
}
