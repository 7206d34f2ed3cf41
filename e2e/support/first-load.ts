/**
 * What a page downloads, recorded through the Chrome DevTools Protocol: each script
 * as transferred (gzipped, `encodedDataLength`) and decoded, which heavy libraries its
 * content holds (production chunk names are numeric, so a name proves nothing), and
 * every request's address. Shared by the JavaScript budget (tests/shell/js-budget.spec.ts),
 * the password form's check and the benchmarks (bench/), so all count the same way.
 */
import type { CDPSession, Page } from '@playwright/test';

/** Strings only these libraries' code contains (checked against their minified builds). */
export const LIBRARY_MARKERS = {
  qrcode: 'toSJISFunc',
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
}

export interface LoadRecord {
  scripts: ScriptLoad[];
  requests: string[];
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
  cdp.on('Network.requestWillBeSent', (e) => {
    requests.push(e.request.url);
    urlOf.set(e.requestId, e.request.url);
  });
  // What had arrived when the response began is its headers.
  const headerBytes = new Map<string, number>();
  cdp.on('Network.responseReceived', (e) => {
    types.set(e.requestId, e.type);
    headerBytes.set(e.requestId, e.response.encodedDataLength);
  });
  cdp.on('Network.dataReceived', (e) =>
    decoded.set(e.requestId, (decoded.get(e.requestId) ?? 0) + e.dataLength),
  );
  const libraries = new Map<string, Promise<HeavyLibrary[]>>();
  cdp.on('Network.loadingFinished', (e) => {
    encoded.set(e.requestId, e.encodedDataLength - (headerBytes.get(e.requestId) ?? 0));
    if (types.get(e.requestId) !== 'Script') return;
    libraries.set(
      e.requestId,
      cdp.send('Network.getResponseBody', { requestId: e.requestId }).then(
        ({ body }) =>
          (Object.keys(LIBRARY_MARKERS) as HeavyLibrary[]).filter((name) =>
            body.includes(LIBRARY_MARKERS[name]),
          ),
        () => [],
      ),
    );
  });
  return async () => ({
    requests: [...requests],
    scripts: (
      await Promise.all(
        [...encoded]
          .filter(([id]) => types.get(id) === 'Script')
          .map(async ([id, bytes]) => ({
            url: urlOf.get(id) ?? id,
            encoded: bytes,
            decoded: decoded.get(id) ?? 0,
            libraries: (await libraries.get(id)) ?? [],
          })),
      )
    ).sort((a, b) => b.encoded - a.encoded),
  });
}

/** The heavy libraries any of `scripts` holds, sorted. */
export const librariesIn = (scripts: readonly ScriptLoad[]): HeavyLibrary[] =>
  [...new Set(scripts.flatMap((s) => s.libraries))].sort();

export const totalEncoded = (scripts: readonly ScriptLoad[]) =>
  scripts.reduce((sum, s) => sum + s.encoded, 0);
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
