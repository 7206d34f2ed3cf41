/**
 * The pages of the shell that search engines must not index: the diagnostics page
 * (../src/diagnostics/path.ts). It shows nothing private, but it is a tool for the teams,
 * not a page for borrowers to land on from a search. The page says so too, in its head;
 * the header is what a crawler that runs no script reads.
 */
import { DIAGNOSTICS_PATH } from '../src/diagnostics/path.ts';

const NOT_INDEXED = new Set([DIAGNOSTICS_PATH]);

/**
 * The path as the shell's router matches it: decoded, any case, without trailing slashes
 * (`/Diagnostics/` renders the same page, so it gets the same header).
 */
function routePathOf(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not valid percent-encoding: the router matches it as it is.
  }
  const trimmed = decoded.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

/** The robots header of the page at `pathname`, if it has one. */
export function robotsHeadersFor(pathname: string): Record<string, string> {
  return NOT_INDEXED.has(routePathOf(pathname)) ? { 'x-robots-tag': 'noindex' } : {};
}
