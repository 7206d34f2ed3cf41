/**
 * `npm run bench`: the production bundles served with the dev API on ports of their
 * own (so a running `npm start` is left alone), then, for each first-load page,
 * Lighthouse's mobile preset (simulated 150 ms RTT, 1.6 Mbps, 4x CPU; Debian's
 * Chromium, headless), median of 3: score, LCP, FCP, TBT, CLS, bytes, requests, the
 * LCP element and its render delay, and Lighthouse's `benchmarkIndex` (so runs on
 * different machines can be compared); plus each page's JavaScript as transferred and
 * the heavy libraries its scripts hold (by content). Prints a table and writes
 * `.cache/bench/bench.json`. Figures, not assertions: docs/performance.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import lighthouse from 'lighthouse';
import { apps, originOf, repoRoot } from '@lender/tooling/apps';
import { Stack } from '@lender/tooling/stack';
import { SEED_PASSWORD } from '../support/dev-api.ts';
import { kb, librariesIn, recordLoads, totalEncoded } from '../support/first-load.ts';
import { modalFlow, type ModalFlowFigures } from './modal-flow.ts';

/** Every app on its usual port + 200, unless the environment already moved it. */
for (const app of apps) {
  const usual = Number(new URL(originOf(app)).port);
  process.env[app.portEnv] ??= String(usual + 200);
}

const ALL_PAGES = ['/auth/login', '/auth/register', '/auth/credit-karma/register'];
/** `BENCH_PAGES=/auth/register` (comma-separated) measures only those pages, and nothing else. */
const PAGES = process.env.BENCH_PAGES?.split(',') ?? ALL_PAGES;
const pagesOnly = process.env.BENCH_PAGES !== undefined;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DEBUG_PORT = 9333;
const shell = originOf(apps.find((a) => a.kind === 'host')!);

interface LighthouseFigures {
  /** What moved, and by how much (Lighthouse's layout-shifts audit). */
  shifts: string[];
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  requests: number;
  lcpElement: string;
  renderDelay: number;
  benchmarkIndex: number;
}

type Audit = { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } };

function figuresOf(lhr: {
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit>;
  environment: { benchmarkIndex: number };
}): LighthouseFigures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // The LCP element audit: a table of the element, then one of the LCP's phases.
  const lcpTables = (lhr.audits['largest-contentful-paint-element']?.details?.items ?? []) as Array<{
    items?: Array<Record<string, unknown>>;
  }>;
  const node = lcpTables[0]?.items?.[0]?.node as { snippet?: string; nodeLabel?: string } | undefined;
  const phases = lcpTables[1]?.items ?? [];
  const renderDelay = phases.find((p) => String(p.phase).includes('Render Delay'))?.timing;
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => {
    const shifted = item.node as { nodeLabel?: string; snippet?: string } | undefined;
    return `${Number(item.score).toFixed(3)} ${shifted?.snippet ?? shifted?.nodeLabel ?? 'unknown'}`;
  });
  return {
    shifts,
    score: lhr.categories.performance.score ?? Number.NaN,
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    requests: lhr.audits['network-requests']?.details?.items?.length ?? Number.NaN,
    lcpElement: node?.nodeLabel ?? node?.snippet ?? 'unknown',
    renderDelay: typeof renderDelay === 'number' ? renderDelay : Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

function medianOf(runs: LighthouseFigures[]): LighthouseFigures {
  const pick = (key: keyof LighthouseFigures) => median(runs.map((r) => r[key] as number));
  const byScore = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
  return {
    shifts: byScore.shifts,
    score: pick('score'),
    lcp: pick('lcp'),
    fcp: pick('fcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    bytes: pick('bytes'),
    requests: pick('requests'),
    lcpElement: byScore.lcpElement,
    renderDelay: pick('renderDelay'),
    benchmarkIndex: pick('benchmarkIndex'),
  };
}

/**
 * The interaction latency of a click on "Log in" with an empty form, under a 4x CPU
 * slowdown: the longest Event Timing entry of the click (input delay, processing and
 * the next paint, as INP counts it), once the page has settled.
 */
async function loginClickLatency(browser: Browser): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.goto(`${shell}/auth/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(() => {
      const w = window as unknown as { latencies: number[] };
      w.latencies = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.latencies.push(entry.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    });
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await page.waitForTimeout(500);
    const latencies = await page.evaluate(() => (window as unknown as { latencies: number[] }).latencies);
    return Math.max(0, ...latencies);
  } finally {
    await context.close();
  }
}

const stack = new Stack();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [`--remote-debugging-port=${DEBUG_PORT}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const results: Record<string, { lighthouse: LighthouseFigures; js: number; libraries: string[] }> = {};
const clicks: number[] = [];
const flows: ModalFlowFigures[] = [];
try {
  process.stdout.write(`Starting the stack on its bench ports (${shell})…\n`);
  await stack.start();
  for (const path of PAGES) {
    const url = `${shell}${path}`;
    const runs: LighthouseFigures[] = [];
    for (let i = 0; i < RUNS; i++) {
      const answer = await lighthouse(url, {
        port: DEBUG_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
      runs.push(figuresOf(answer.lhr as never));
    }
    const context = await browser.newContext();
    const page = await context.newPage();
    const recorded = await recordLoads(page);
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const { scripts } = await recorded();
    await context.close();
    results[path] = {
      lighthouse: medianOf(runs),
      js: totalEncoded(scripts),
      libraries: librariesIn(scripts),
    };
  }
  for (let i = 0; i < RUNS && !pagesOnly; i++) clicks.push(await loginClickLatency(browser));
  for (let i = 0; i < RUNS && !pagesOnly; i++)
    flows.push(await modalFlow(DEBUG_PORT, shell, 'sky.selfcustody@example.com', SEED_PASSWORD));
} finally {
  await browser.close();
  await stack.stop();
}

const ms = (value: number) => `${Math.round(value)} ms`;
const rows = Object.entries(results).map(([path, { lighthouse: l, js, libraries }]) => [
  path,
  l.score.toFixed(2),
  ms(l.lcp),
  ms(l.fcp),
  ms(l.tbt),
  l.cls.toFixed(3),
  kb(l.bytes),
  String(l.requests),
  `${ms(l.renderDelay)} (${l.lcpElement})`,
  kb(js),
  libraries.join(', ') || 'none',
]);
const header = [
  'page',
  'score',
  'LCP',
  'FCP',
  'TBT',
  'CLS',
  'bytes',
  'requests',
  'LCP render delay (element)',
  'JS (gzip)',
  'heavy libraries',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
const benchmarkIndex = median(Object.values(results).map((r) => r.lighthouse.benchmarkIndex));
process.stdout.write(
  `\nLighthouse 12.8 mobile (simulated 150 ms RTT, 1.6 Mbps, 4x CPU), median of ${RUNS}; benchmarkIndex ${Math.round(benchmarkIndex)}\n\n${line(header)}\n${rows.map(line).join('\n')}\n`,
);
const clickLatency = median(clicks);
process.stdout.write(
  `\nA click on "Log in" with an empty form, 4x CPU: ${ms(clickLatency)} interaction latency (median of ${RUNS})\n`,
);
const modal = {
  tbt: median(flows.map((f) => f.tbt)),
  cls: median(flows.map((f) => f.cls)),
  clickToQr: median(flows.map((f) => f.clickToQr)),
};
process.stdout.write(
  `The wallet modal (Lighthouse timespan: the login click to the mobile view's QR code): TBT ${ms(modal.tbt)}, CLS ${modal.cls.toFixed(3)}, click on "Mobile wallet" to QR ${ms(modal.clickToQr)} (median of ${RUNS})\n`,
);
const out = join(repoRoot, '.cache', 'bench');
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, 'bench.json'),
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, benchmarkIndex, pages: results, loginClickLatency: clickLatency, walletModal: modal }, null, 2)}\n`,
);
if (process.env.BENCH_DETAIL === '1')
  process.stdout.write(
    `\nLayout shifts in the wallet modal's span:\n${
      flows
        .at(-1)
        ?.shifts.map((s) => `  ${s}`)
        .join('\n') || '  none'
    }\n`,
  );
if (process.env.BENCH_DETAIL === '1')
  for (const [path, { lighthouse: l }] of Object.entries(results))
    process.stdout.write(
      `\nLayout shifts on ${path}:\n${l.shifts.map((s) => `  ${s}`).join('\n') || '  none'}\n`,
    );
process.stdout.write(`\nWritten to .cache/bench/bench.json\n`);
