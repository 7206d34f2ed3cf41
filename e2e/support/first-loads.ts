/**
 * How many of the suites' page loads got their first screen in the HTML (docs/performance.md,
 * "Server-made HTML"): every document a test's pages and frames load from a shell server on a
 * route it can make so (its head preloads the route's remote manifest: an unguarded remote route,
 * shell/server/head.ts; or a partner's frame with the embed's login) is counted, and whether the
 * server made it (`<div id="server-screen">`).
 * The fixture (./fixtures.ts) notes each test's counts as an annotation, and `npm test`'s summary
 * sums them from Playwright's report (tooling/build/src/test-report/first-loads.ts).
 *
 * A load that did not get one is no failure: a query that changes the first screen (`otp=true`,
 * `email`, …), a test that holds or stubs the remotes, or a server that had not read the fragment
 * yet (it never waits for one) all give today's page by design.
 */
import type { BrowserContext, Response } from '@playwright/test';
import {
  FIRST_LOADS_ANNOTATION,
  type FirstLoadsSum as FirstLoads,
} from '@lender/build/test-report/first-loads';

const SERVER_SCREEN = '<div id="server-screen">';
/** The shell's head on an unguarded remote route: the route's remote manifest, preloaded. */
const REMOTE_ROUTE_HEAD = /<link rel="preload" href="[^"]*\/mf-manifest\.json" as="fetch"/;

/** How long the count waits for a document's body at the test's end (a bound, not a figure). */
const BODY_WAIT_MS = 2_000;

/** The shell's page, whatever its route (a remote's standalone page has no runtime configuration of the shell's). */
const SHELL_PAGE = /<div id="?root"?>/;

/** What one document at `pathname` says: null when it is no page the shell could have made. */
export function classifyDocument(html: string, pathname: string): 'server-made' | 'today' | null {
  if (html.includes(SERVER_SCREEN)) return 'server-made';
  if (REMOTE_ROUTE_HEAD.test(html)) return 'today';
  return pathname === '/embed/login' && SHELL_PAGE.test(html) ? 'today' : null;
}

/** A load without a server-made screen, as the summary names it: the path and the query's names. */
export function missName(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const names = [...new Set(searchParams.keys())].sort();
  return names.length > 0 ? `${pathname}?${names.join(',')}` : pathname;
}

/** Starts counting the context's documents; the function it returns stops and gives the counts. */
export function recordFirstLoads(context: BrowserContext): () => Promise<FirstLoads> {
  const reads: Promise<{ kind: 'server-made' | 'today' | null; url: string }>[] = [];
  const onResponse = (response: Response) => {
    const request = response.request();
    if (request.resourceType() !== 'document' || !request.isNavigationRequest()) return;
    if (response.status() !== 200) return;
    const url = response.url();
    // The body can be gone (the page navigated on) or never end: then it is not counted.
    reads.push(
      Promise.race([
        response.text().then(
          (html) => ({ kind: classifyDocument(html, new URL(url).pathname), url }),
          () => ({ kind: null, url }),
        ),
        new Promise<{ kind: null; url: string }>((resolve) =>
          setTimeout(resolve, BODY_WAIT_MS, { kind: null, url }).unref(),
        ),
      ]),
    );
  };
  context.on('response', onResponse);
  return async () => {
    context.off('response', onResponse);
    const loads = await Promise.all(reads);
    return {
      total: loads.filter(({ kind }) => kind !== null).length,
      serverMade: loads.filter(({ kind }) => kind === 'server-made').length,
      missed: loads.filter(({ kind }) => kind === 'today').map(({ url }) => missName(url)),
    };
  };
}

export const firstLoadsAnnotation = (loads: FirstLoads) => ({
  type: FIRST_LOADS_ANNOTATION,
  description: JSON.stringify(loads),
});
