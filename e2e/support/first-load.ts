/**
 * What a page downloads, recorded through the Chrome DevTools Protocol: each script
 * as transferred (`encodedDataLength`: brotli when the server has it, Chromium accepting it
 * here even over plain HTTP), decoded, and its body gzipped at level 9 (the budget's measure,
 * whatever the server sent), which heavy libraries its
 * content holds (production chunk names are numeric, so a name proves nothing), and
 * every request's address. Shared by the JavaScript budget (tests/shell/js-budget.spec.ts),
 * the password form's check and the benchmarks (bench/), so all count the same way.
 */
import { gzipSync } from 'node:zlib';
import { expect, type CDPSession, type Page } from '@playwright/test';
import { actFirst } from './first-action.ts';

/** Strings only these libraries' code contains (checked against their minified builds). */
export const LIBRARY_MARKERS = {
  qrcode: 'toSJISFunc',
  // TanStack Query's client (`@lender/shared/query`): the first-load pages carry none of it.
  'tanstack-query': 'defaultMutationOptions',
  walletconnect: 'wc_sessionPropose',
  zxcvbn: 'zxcvbn',
} as const;
export type HeavyLibrary = keyof typeof LIBRARY_MARKERS;

export interface ScriptLoad {
  url: string;
  /** The heavy libraries this script's content holds. */
  libraries: HeavyLibrary[];
  /**
   * The body as transferred (compressed), without the response's headers: the budget is
   * of JavaScript, and the security headers every response carries are not
   * (docs/performance.md).
   */
  encoded: number;
  decoded: number;
  /**
   * The body gzipped at level 9, the budget's measure (docs/performance.md): the same bytes
   * as the build's `.gz` copy, and independent of the encoding the browser and server chose.
   */
  gzip9: number;
}

export interface LoadRecord {
  scripts: ScriptLoad[];
  requests: string[];
  /** Scripts requested and not yet arrived (nor failed). */
  scriptsInFlight: number;
}

/** Starts recording on `page`; the function returned reads what was recorded so far. */
export async function recordLoads(page: Page, client?: CDPSession): Promise<() => Promise<LoadRecord>> {
  const cdp = client ?? (await page.context().newCDPSession(page));
  await cdp.send('Network.enable');
  const encoded = new Map<string, number>();
  const decoded = new Map<string, number>();
  const types = new Map<string, string>();
  const urlOf = new Map<string, string>();
  const requests: string[] = [];
  const scriptsInFlight = new Set<string>();
  cdp.on('Network.requestWillBeSent', (e) => {
    requests.push(e.request.url);
    urlOf.set(e.requestId, e.request.url);
    if (e.type === 'Script') scriptsInFlight.add(e.requestId);
  });
  cdp.on('Network.loadingFailed', (e) => scriptsInFlight.delete(e.requestId));
  // What had arrived when the response began is its headers.
  const headerBytes = new Map<string, number>();
  cdp.on('Network.responseReceived', (e) => {
    types.set(e.requestId, e.type);
    headerBytes.set(e.requestId, e.response.encodedDataLength);
  });
  cdp.on('Network.dataReceived', (e) =>
    decoded.set(e.requestId, (decoded.get(e.requestId) ?? 0) + e.dataLength),
  );
  const contents = new Map<string, Promise<{ libraries: HeavyLibrary[]; gzip9: number }>>();
  cdp.on('Network.loadingFinished', (e) => {
    scriptsInFlight.delete(e.requestId);
    encoded.set(e.requestId, e.encodedDataLength - (headerBytes.get(e.requestId) ?? 0));
    if (types.get(e.requestId) !== 'Script') return;
    contents.set(
      e.requestId,
      cdp.send('Network.getResponseBody', { requestId: e.requestId }).then(
        ({ body, base64Encoded }) => ({
          libraries: (Object.keys(LIBRARY_MARKERS) as HeavyLibrary[]).filter((name) =>
            body.includes(LIBRARY_MARKERS[name]),
          ),
          gzip9: gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), { level: 9 }).length,
        }),
        () => ({ libraries: [], gzip9: Number.NaN }),
      ),
    );
  });
  return async () => ({
    requests: [...requests],
    scriptsInFlight: scriptsInFlight.size,
    scripts: (
      await Promise.all(
        [...encoded]
          .filter(([id]) => types.get(id) === 'Script')
          .map(async ([id, bytes]) => {
            const content = (await contents.get(id)) ?? { libraries: [], gzip9: Number.NaN };
            return { url: urlOf.get(id) ?? id, encoded: bytes, decoded: decoded.get(id) ?? 0, ...content };
          }),
      )
    ).sort((a, b) => b.gzip9 - a.gzip9),
  });
}

/**
 * What the shell's page fetches by itself on a first load, waited for event by event instead
 * of by a quiet time: `networkidle` is lost for good when a request finishes before
 * DOMContentLoaded, which a busy machine makes likely (microsoft/playwright#42598; issue 40).
 * Call it before the page opens; the function it returns makes the person's first action (a key
 * pressed: a page the server made with its first screen starts its scripts then,
 * shell/server/starter-script.ts; on another page it changes nothing), then waits for:
 * - the start-up's last call, the sign-in experiment's decision (made once telemetry, loaded
 *   after the first render, has opened its session: shell/src/telemetry/start-telemetry.ts);
 * - the load event;
 * - an idle moment after the one the consent script waits for (its idle callback was asked for
 *   at start, so it has run, and added the script, before one asked for now);
 * - no script still on its way (`recorded` is ./first-load.ts's record of the page).
 */
export function firstLoadDone(page: Page): (recorded: () => Promise<LoadRecord>) => Promise<void> {
  const decision = page.waitForResponse((response) =>
    /^\/service-optimize\/[^/]+\/api\/v2\/decision$/.test(new URL(response.url()).pathname),
  );
  return async (recorded) => {
    await actFirst(page);
    await decision;
    await page.waitForLoadState('load');
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
    );
    await expect.poll(async () => (await recorded()).scriptsInFlight, 'scripts still loading').toBe(0);
  };
}

/** The heavy libraries any of `scripts` holds, sorted. */
export const librariesIn = (scripts: readonly ScriptLoad[]): HeavyLibrary[] =>
  [...new Set(scripts.flatMap((s) => s.libraries))].sort();

/** As transferred (brotli where the server sent it). */
export const totalEncoded = (scripts: readonly ScriptLoad[]) =>
  scripts.reduce((sum, s) => sum + s.encoded, 0);
/** Gzipped at level 9: the budget's measure. A body that could not be read makes it NaN, which fails the budget. */
export const totalGzip9 = (scripts: readonly ScriptLoad[]) => scripts.reduce((sum, s) => sum + s.gzip9, 0);
export const totalDecoded = (scripts: readonly ScriptLoad[]) =>
  scripts.reduce((sum, s) => sum + s.decoded, 0);
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const KB = 1024;
/** The pages a borrower lands on, with their JavaScript budgets (tests/shell/js-budget.spec.ts). */
export const JS_BUDGETS: ReadonlyArray<{ path: string; heading: string | RegExp; budget: number }> = [
  { path: '/auth/login', heading: /^Log in to /, budget: 200 * KB },
  // The screens' own headings: a "temporarily unavailable" page must not pass for them.
  { path: '/auth/register', heading: 'Create your login', budget: 200 * KB },
  { path: '/auth/credit-karma/register', heading: "You've got mail!", budget: 200 * KB },
];
