/**
 * How long a browser may keep a file the page server sends (serve-app.ts), by its URL path:
 * content-hashed assets a year (a new build gives new names), an entry asked for with its own
 * content hash as the query (the page's `main.js?<hash>`) a year too, a stable address other
 * sites link (the embed loader) a few minutes, everything else revalidated by ETag every time
 * (the manifest and a remote's entry, so a redeployed remote is picked up on the next page load).
 */
import { createHash } from 'node:crypto';

const hashedAsset = /\.[0-9a-f]{8}\.(js|css)$/;

/** A stable address other sites link to (the embed loader): a change reaches them within minutes. */
export const SHORT_CACHE = 'public, max-age=300';
const LONG_CACHE = 'public, max-age=31536000, immutable';

/**
 * The query a page puts after an entry script's name (`main.js?<hash>`: an entry's name cannot
 * carry a hash, tooling/build/src/webpack.ts): a hash of the file's bytes, the same in any checkout.
 */
export const contentHashOf = (bytes: Buffer | string): string =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 20);

/**
 * A file's `Cache-Control`; `shortCache`: the URL paths an app names for SHORT_CACHE;
 * `contentQueried`: the request's query is the file's own `contentHashOf` (any other query, an
 * older build's, is revalidated: those bytes are not the ones its address names).
 */
export function cacheControlOf(
  urlPath: string,
  shortCache: readonly string[] = [],
  contentQueried = false,
): string {
  if (shortCache.includes(urlPath)) return SHORT_CACHE;
  return hashedAsset.test(urlPath) || contentQueried ? LONG_CACHE : 'no-cache';
}
