/**
 * Where the broker sends a person back to: only a path (spec section 5, "Redirect
 * target": a path starting with a slash, else /dashboard) on one of the product's
 * own origins, so no sign-in link can be crafted to land someone on another site
 * (no open redirect). The origin is the one the login started from when it is one
 * of the dev API's allowed origins (the shell is also served under development
 * host names, and the state nonce the app saved its place under is in that
 * origin's storage), else the app's origin. The nonce rides along as `state`.
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

/** The origin of `url` when it is an http(s) URL, else undefined. */
function httpOriginOf(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
}

/**
 * `origin` (a request's Origin header, or a `returnOrigin` a link carries) when it
 * is exactly one of `allowedOrigins`, else undefined. Never trusted otherwise: the
 * value is compared whole, so a path, a look-alike host or `null` does not pass.
 */
export function allowedReturnOrigin(origin: unknown, allowedOrigins: readonly string[]): string | undefined {
  if (typeof origin !== 'string' || httpOriginOf(origin) !== origin) return undefined;
  return allowedOrigins.some((allowed) => httpOriginOf(allowed) === origin) ? origin : undefined;
}

/** The origin to send a person back to: `origin` when it is allowed, else `appOrigin`. */
export function returnOriginFor(
  origin: unknown,
  appOrigin: string,
  allowedOrigins: readonly string[],
): string {
  return allowedReturnOrigin(origin, allowedOrigins) ?? appOrigin;
}
