/**
 * Loads a page (default /auth/login) in Chromium against a running stack
 * (`npm start`) and prints what its first load downloads: JavaScript as
 * transferred (gzipped) and decoded, the request count, whether any heavy library
 * was requested, and when the heading became visible, both unthrottled and as a
 * slow phone. Run with `npm run bench:login [path]`. Figures, not assertions: see
 * docs/performance.md.
 */
import { chromium, type Browser } from '@playwright/test';
import { apps, originOf } from '@lender/tooling/apps';
import { kb, librariesIn, recordLoads, totalDecoded, totalEncoded } from '../support/first-load.ts';

const shell = originOf(apps.find((a) => a.kind === 'host')!);
const url = `${shell}${process.argv[2] ?? '/auth/login'}`;
/** `BENCH_DETAIL=1` also lists each script of the first unthrottled load. */
const detail = process.env.BENCH_DETAIL === '1';

interface Throttle {
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
  cpu: number;
}

/** A mid-range phone on a slow mobile network (Lighthouse's "Slow 4G" with a 4x CPU slowdown). */
const slowPhone: Throttle = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpu: 4,
};

const profiles: Array<{ name: string; throttle: Throttle | null }> = [
  { name: 'local, no throttling', throttle: null },
  { name: 'slow phone (150 ms RTT, 1.6 Mbps, 4x CPU)', throttle: slowPhone },
];

interface Run {
  js: number;
  decoded: number;
  requests: number;
  heavy: string[];
  ms: number;
  /** Each script's URL and transferred bytes, largest first. */
  files: Array<[string, number]>;
}

async function load(browser: Browser, throttle: Throttle | null): Promise<Run> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const client = await context.newCDPSession(page);
    if (throttle) {
      const { cpu, ...network } = throttle;
      await client.send('Network.emulateNetworkConditions', { offline: false, ...network });
      await client.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    }
    const recorded = await recordLoads(page, client);

    const t0 = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    const ms = Date.now() - t0;
    await page.waitForLoadState('networkidle');

    const { scripts, requests } = await recorded();
    return {
      js: totalEncoded(scripts),
      decoded: totalDecoded(scripts),
      requests: requests.length,
      heavy: librariesIn(scripts),
      ms,
      files: scripts.map((s): [string, number] => [s.url, s.encoded]),
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  process.stdout.write(`${url}\n`);
  for (const profile of profiles) {
    const runs: Run[] = [];
    for (let i = 0; i < 3; i++) runs.push(await load(browser, profile.throttle));
    const first = runs[0]!;
    process.stdout.write(`  ${profile.name}\n`);
    process.stdout.write(`    JavaScript transferred (gzip): ${kb(median(runs.map((r) => r.js)))}\n`);
    process.stdout.write(`    JavaScript decoded:            ${kb(median(runs.map((r) => r.decoded)))}\n`);
    process.stdout.write(`    requests:                      ${first.requests}\n`);
    process.stdout.write(
      `    heavy libraries requested:     ${first.heavy.length ? first.heavy.join(', ') : 'none'}\n`,
    );
    process.stdout.write(
      `    heading visible after:         ${median(runs.map((r) => r.ms))} ms (median of 3)\n`,
    );
    if (detail && profile.throttle === null) {
      for (const [file, bytes] of first.files)
        process.stdout.write(`      ${kb(bytes).padStart(9)}  ${file}\n`);
    }
  }
} finally {
  await browser.close();
}
