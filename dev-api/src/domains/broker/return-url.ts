/**
 * Where the broker sends a person back to: only a path on the app's own origin
 * (spec section 5, "Redirect target": a path starting with a slash, else
 * /dashboard), so no sign-in link can be crafted to land someone on another site
 * (no open redirect). The state nonce the app saved its place under rides along as
 * `state`.
 */
export const DEFAULT_RETURN_PATH = '/dashboard';

const hasControlCharacter = (text: string) =>
  [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * `path` when it is a path on the app (one leading '/', not '//' or '/\', no
 * backslash, whitespace or control character), else undefined.
 */
export function safeReturnPath(path: unknown): string | undefined {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return undefined;
  if (/[\\\s]/.test(path) || hasControlCharacter(path)) return undefined;
  return path;
}

/** The app URL for `returnPath` (or /dashboard when it is not a safe path), with `state` added. */
export function appReturnUrl(appOrigin: string, returnPath: unknown, state?: string): string {
  const origin = new URL(appOrigin).origin;
  const target = new URL(safeReturnPath(returnPath) ?? DEFAULT_RETURN_PATH, origin);
  // safeReturnPath already keeps to paths; this is the last word on the origin.
  const url = target.origin === origin ? target : new URL(DEFAULT_RETURN_PATH, origin);
  if (state) url.searchParams.set('state', state);
  return url.toString();
}
