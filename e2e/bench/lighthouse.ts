/**
 * `npm run bench`: the production bundles (built with source maps, and the same shell
 * built once more as one bundle) served with the dev API on ports of their own, so a
 * running `npm start` is left alone. For each first-load page, in each build:
 * Lighthouse's mobile preset (simulated 150 ms RTT, 1.6 Mbps, 4x CPU; Debian's
 * Chromium, headless), median of BENCH_RUNS (3): score, LCP, FCP, TBT, CLS, bytes,
 * requests, the LCP element and its render delay, and `benchmarkIndex`); the same
 * simulated again with the CPU slowdown calibrated to the host (4x at a `benchmarkIndex`
 * of 1,500, scaled by index / 1,500: `calibratedSlowdown`), printed with the index and
 * the multiplier, the figures that compare across hosts; the page's JavaScript as transferred, split by
 * package (gzip and brotli), and the heavy libraries its scripts hold (by content).
 * Then the ratios federated / one bundle, the latency of a click on "Log in", and the
 * wallet modal as a Lighthouse timespan. Prints tables and writes
 * `.cache/bench/bench.json`. Figures, not assertions: docs/performance.md.
 *
 * `BENCH_PAGES=/auth/register` (comma-separated) measures only those pages, in the
 * federated build only (`BENCH_EXTRAS=1` adds the measures besides the pages, `BENCH_EXTRAS=embed`
 * one of them; `BENCH_PAGES= BENCH_EXTRAS=embed` the embed alone); `BENCH_DETAIL=1`
 * adds the layout shifts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import lighthouse from 'lighthouse';
import { apps, originOf, partnerDemoOrigin } from '@lender/serve/apps';
import { repoRoot } from '@lender/serve/workspace';
import { oneBundleDir } from '@lender/build/build';
import type { PackageBytes } from '@lender/build/package-split';
import { Stack } from '@lender/serve/stack';
import { SEED_PASSWORD } from '../support/dev-api.ts';
import { freePort } from '../support/free-port.ts';
import { kb, librariesIn, recordLoads, totalEncoded, totalGzip9 } from '../support/first-load.ts';
import { loginClickLatency } from './click-latency.ts';
import {
  calibratedSlowdown,
  figuresOf,
  median,
  medianOf,
  type LighthouseFigures,
  type LighthouseReport,
} from './lighthouse-figures.ts';
import { embedOpen, type EmbedFigures } from './embed-open.ts';
import { tapToLive } from './tap-to-live.ts';
import { modalFlow, type ModalFlowFigures } from './modal-flow.ts';
import { packageBytes } from './package-bytes.ts';

/** Every app on its usual port + 200, unless the environment already moved it. */
for (const app of apps) {
  const usual = Number(new URL(originOf(app)).port);
  process.env[app.portEnv] ??= String(usual + 200);
}

const ALL_PAGES = ['/auth/login', '/auth/register', '/auth/credit-karma/register'];
const PAGES = process.env.BENCH_PAGES?.split(',').filter(Boolean) ?? ALL_PAGES;
const pagesOnly = process.env.BENCH_PAGES !== undefined;
/**
 * The measures besides Lighthouse's pages (the click, the tap, the modal, the embed): by default,
 * or with `BENCH_EXTRAS=1`; `BENCH_EXTRAS=embed,tap` names some.
 */
const EXTRAS = ['click', 'tap', 'modal', 'embed'] as const;
const named = process.env.BENCH_EXTRAS?.split(',') ?? [];
const extra = (name: (typeof EXTRAS)[number]) =>
  !pagesOnly || process.env.BENCH_EXTRAS === '1' || named.includes(name);
const extras = EXTRAS.some(extra);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// The system's pick: a fixed one could be a port the environment moved an app to.
const DEBUG_PORT = await freePort();
const shell = originOf(apps.find((a) => a.kind === 'host')!);

interface PageFigures {
  /** Simulated throttling (Lighthouse's default, what its score is computed from). */
  lighthouse: LighthouseFigures;
  /**
   * Simulated again with the CPU slowdown calibrated to this host (`calibratedSlowdown`,
   * from the default runs' `benchmarkIndex`): figures that do not depend on the host.
   */
  calibrated: LighthouseFigures & { multiplier: number };
  /**
   * The same preset applied to the browser (`throttlingMethod: 'devtools'`): the page's
   * real paints under throttling. The simulation counts every script that started
   * before the observed first paint as needed for it, so preloads raise its FCP even
   * when the real first paint comes sooner.
   */
  applied: { fcp: number; lcp: number };
  /** The page's scripts gzipped at level 9 (the budget's measure), until the network is idle. */
  js: number;
  /** The same scripts as transferred (brotli where the server has it). */
  sent: number;
  libraries: string[];
  byPackage: Record<string, PackageBytes>;
  /** Each script gzipped at level 9 and as transferred, largest first. */
  scripts: Array<{ url: string; encoded: number; gzip9: number }>;
}

const BUILDS = [
  { name: 'federated', env: {} },
  { name: 'one bundle', env: { SHELL_DIST_DIR: oneBundleDir } },
] as const;
type BuildName = (typeof BUILDS)[number]['name'];

async function lighthouseRuns(
  url: string,
  throttlingMethod: 'simulate' | 'devtools',
  /** A CPU slowdown in place of the preset's 4x (the calibrated runs). */
  cpuSlowdownMultiplier?: number,
): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const answer = await lighthouse(url, {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod,
      ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
    });
    if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
    runs.push(figuresOf(answer.lhr as unknown as LighthouseReport));
  }
  return medianOf(runs);
}

async function measurePage(browser: Browser, url: string, env: NodeJS.ProcessEnv): Promise<PageFigures> {
  const simulated = await lighthouseRuns(url, 'simulate');
  const multiplier = calibratedSlowdown(simulated.benchmarkIndex);
  const calibrated = { ...(await lighthouseRuns(url, 'simulate', multiplier)), multiplier };
  const applied = await lighthouseRuns(url, 'devtools');
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const recorded = await recordLoads(page);
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const { scripts } = await recorded();
    return {
      lighthouse: simulated,
      calibrated,
      applied: { fcp: applied.fcp, lcp: applied.lcp },
      js: totalGzip9(scripts),
      sent: totalEncoded(scripts),
      libraries: librariesIn(scripts),
      byPackage: await packageBytes(scripts, env),
      scripts: scripts.map(({ url, encoded, gzip9 }) => ({ url, encoded, gzip9 })),
    };
  } finally {
    await context.close();
  }
}

const results: Partial<Record<BuildName, Record<string, PageFigures>>> = {};
const clicks: number[] = [];
const taps: number[] = [];
const flows: ModalFlowFigures[] = [];
let embed: EmbedFigures | undefined;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [`--remote-debugging-port=${DEBUG_PORT}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  for (const build of pagesOnly ? BUILDS.slice(0, 1) : BUILDS) {
    const env = { ...process.env, ...build.env };
    const stack = new Stack(env);
    try {
      process.stdout.write(`Starting the stack (${build.name}) on its bench ports (${shell})…\n`);
      await stack.start();
      const pages: Record<string, PageFigures> = {};
      for (const path of PAGES) pages[path] = await measurePage(browser, `${shell}${path}`, env);
      results[build.name] = pages;
      if (build.name !== 'federated' || !extras) continue;
      for (let i = 0; extra('click') && i < RUNS; i++) clicks.push(await loginClickLatency(browser, shell));
      for (let i = 0; extra('tap') && i < RUNS; i++) {
        const tap = await tapToLive(browser, shell);
        if (tap !== null) taps.push(tap);
      }
      for (let i = 0; extra('modal') && i < RUNS; i++)
        flows.push(await modalFlow(DEBUG_PORT, shell, 'sky.selfcustody@example.com', SEED_PASSWORD));
      if (extra('embed'))
        embed = await embedOpen(
          `${partnerDemoOrigin()}/`,
          join(repoRoot, 'shell', 'dist', 'public', 'embed', 'v1.js'),
          RUNS,
        );
    } finally {
      await stack.stop();
    }
  }
} finally {
  await browser.close();
}

const ms = (value: number) => `${Math.round(value)} ms`;
function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return `${line(header)}\n${rows.map(line).join('\n')}\n`;
}

const federated = results.federated ?? {};
const benchmarkIndex = median(Object.values(federated).map((r) => r.lighthouse.benchmarkIndex));
const out: string[] = [];
for (const [build, pages] of Object.entries(results)) {
  out.push(
    `\n${build}: Lighthouse 12.8 mobile (simulated 150 ms RTT, 1.6 Mbps, 4x CPU), median of ${RUNS}; benchmarkIndex ${Math.round(benchmarkIndex)}\n\n`,
    table(
      [
        'page',
        'score',
        'LCP',
        'FCP',
        'applied LCP / FCP',
        'TBT',
        'CLS',
        'bytes',
        'requests',
        'LCP render delay (element)',
        'JS (gzip-9)',
        'JS sent',
        'heavy libraries',
      ],
      Object.entries(pages).map(([path, { lighthouse: l, applied, js, sent, libraries }]) => [
        path,
        l.score.toFixed(2),
        ms(l.lcp),
        ms(l.fcp),
        `${ms(applied.lcp)} / ${ms(applied.fcp)}`,
        ms(l.tbt),
        l.cls.toFixed(3),
        kb(l.bytes),
        String(l.requests),
        `${ms(l.renderDelay)} (${l.lcpElement.slice(0, 60)})`,
        kb(js),
        kb(sent),
        libraries.join(', ') || 'none',
      ]),
    ),
    `\n${build}, calibrated to this host: the same, simulated with the CPU slowdown Lighthouse's throttling guide gives this benchmarkIndex (4x at 1,500, scaled by index / 1,500)\n\n`,
    table(
      [
        'page',
        'benchmarkIndex (default runs)',
        'CPU slowdown',
        'benchmarkIndex (these runs)',
        'score',
        'LCP',
        'FCP',
        'TBT',
        'CLS',
      ],
      Object.entries(pages).map(([path, { lighthouse: l, calibrated: c }]) => [
        path,
        String(Math.round(l.benchmarkIndex)),
        `${c.multiplier}x`,
        String(Math.round(c.benchmarkIndex)),
        c.score.toFixed(2),
        ms(c.lcp),
        ms(c.fcp),
        ms(c.tbt),
        c.cls.toFixed(3),
      ]),
    ),
  );
}

const packages = [...new Set(Object.values(federated).flatMap((p) => Object.keys(p.byPackage)))];
const sizesOf = (bytes: PackageBytes | undefined) =>
  bytes ? `${kb(bytes.gzip)} / ${kb(bytes.brotli)}` : '-';
const sum = (all: PackageBytes[]) =>
  all.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
out.push(
  `\nInitial JavaScript by package, federated build (gzip / brotli, each package's code compressed on its own):\n\n`,
  table(
    ['package', ...Object.keys(federated)],
    [
      ...packages.map((pkg) => [pkg, ...Object.values(federated).map((p) => sizesOf(p.byPackage[pkg]))]),
      ['sum', ...Object.values(federated).map((p) => sizesOf(sum(Object.values(p.byPackage))))],
    ],
  ),
);

const oneBundle = results['one bundle'];
const ratios = oneBundle
  ? Object.fromEntries(
      Object.entries(federated).map(([path, f]) => {
        const o = oneBundle[path]!;
        return [
          path,
          {
            lcp: f.lighthouse.lcp / o.lighthouse.lcp,
            appliedLcp: f.applied.lcp / o.applied.lcp,
            tbt: f.lighthouse.tbt / o.lighthouse.tbt,
            js: f.js / o.js,
          },
        ];
      }),
    )
  : {};
if (oneBundle)
  out.push(
    `\nFederated / one bundle (the same source, the remotes' screens imported by the shell):\n\n`,
    table(
      ['page', 'LCP', 'applied LCP', 'TBT', 'JS (gzip-9)'],
      Object.entries(ratios).map(([path, r]) => {
        const [f, o] = [federated[path]!, oneBundle[path]!];
        return [
          path,
          `${ms(f.lighthouse.lcp)} / ${ms(o.lighthouse.lcp)} = ${r.lcp.toFixed(2)}`,
          `${ms(f.applied.lcp)} / ${ms(o.applied.lcp)} = ${r.appliedLcp.toFixed(2)}`,
          `${ms(f.lighthouse.tbt)} / ${ms(o.lighthouse.tbt)} = ${r.tbt.toFixed(2)}`,
          `${kb(f.js)} / ${kb(o.js)} = ${r.js.toFixed(2)}`,
        ];
      }),
    ),
  );

const clickLatency = median(clicks);
const modal = {
  tbt: median(flows.map((f) => f.tbt)),
  cls: median(flows.map((f) => f.cls)),
  clickToQr: median(flows.map((f) => f.clickToQr)),
};
const tapLatency = taps.length > 0 ? median(taps) : null;
if (clicks.length > 0)
  out.push(
    `\nA click on "Log in" with an empty form, 4x CPU: ${ms(clickLatency)} interaction latency (median of ${RUNS})\n`,
  );
if (extra('tap'))
  out.push(
    tapLatency === null
      ? 'A tap on the server-made /auth/login: not measured (the page was not server-made)\n'
      : `A tap on the server-made /auth/login to the live screen in place, 4x CPU, its scripts preloaded: ${ms(tapLatency)} (median of ${taps.length})\n`,
  );
if (flows.length > 0)
  out.push(
    `The wallet modal (Lighthouse timespan: the login click to the mobile view's QR code): TBT ${ms(modal.tbt)}, CLS ${modal.cls.toFixed(3)}, click on "Mobile wallet" to QR ${ms(modal.clickToQr)} (median of ${RUNS})\n`,
  );
if (embed)
  out.push(
    `The partner embed: /embed/v1.js ${kb(embed.loaderGzip)} gzipped (${kb(embed.loaderRaw)} raw); LenderEmbed.open, mobile profile (150 ms, 1.6 Mbps, 4x CPU), to the login form painted in the frame ${ms(embed.openToPaint)}, to the live login in place ${ms(embed.openToLive)}; opened once the loader's warming frame has fetched the frame's scripts: ${ms(embed.warmed.openToPaint)} and ${ms(embed.warmed.openToLive)} (medians of ${RUNS} each; ${embed.serverMade} of the ${RUNS * 2} frames made by the server)\n`,
  );
if (process.env.BENCH_DETAIL === '1') {
  const list = (shifts: string[] | undefined) => shifts?.map((s) => `  ${s}`).join('\n') || '  none';
  out.push(`\nLayout shifts in the wallet modal's span:\n${list(flows.at(-1)?.shifts)}\n`);
  for (const [path, { lighthouse: l, scripts }] of Object.entries(federated))
    out.push(
      `\nLayout shifts on ${path}:\n${list(l.shifts)}\n`,
      `Scripts of ${path} (gzip-9; as transferred):\n${scripts.map((x) => `  ${kb(x.gzip9).padStart(9)}; ${kb(x.encoded).padStart(9)}  ${x.url}`).join('\n')}\n`,
    );
}
const dir = join(repoRoot, '.cache', 'bench');
mkdirSync(dir, { recursive: true });
writeFileSync(
  join(dir, 'bench.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      runs: RUNS,
      benchmarkIndex,
      builds: results,
      ratios,
      loginClickLatency: clickLatency,
      tapToLive: tapLatency,
      walletModal: modal,
      embed,
    },
    null,
    2,
  )}\n`,
);
process.stdout.write(`${out.join('')}\nWritten to .cache/bench/bench.json\n`);
