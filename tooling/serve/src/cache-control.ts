/**
 * How long a browser may keep a file the page server sends (serve-app.ts), by its URL path:
 * content-hashed assets a year (a new build gives new names), a stable address other sites
 * link (the embed loader) a few minutes, everything else revalidated by ETag every time (the
 * manifest and entry, so a redeployed remote is picked up on the next page load).
 */
const hashedAsset = /\.[0-9a-f]{8}\.(js|css)$/;

/** A stable address other sites link to (the embed loader): a change reaches them within minutes. */
export const SHORT_CACHE = 'public, max-age=300';
const LONG_CACHE = 'public, max-age=31536000, immutable';

/** A file's `Cache-Control`; `shortCache`: the URL paths an app names for SHORT_CACHE. */
export function cacheControlOf(urlPath: string, shortCache: readonly string[] = []): string {
  if (shortCache.includes(urlPath)) return SHORT_CACHE;
  return hashedAsset.test(urlPath) ? LONG_CACHE : 'no-cache';
}
