/**
 * The partner embed, for `npm run bench` (docs/embed.md): the loader's bytes (`/embed/v1.js`, raw
 * and gzipped as served), and the time from a click on the demo partner page's button (which calls
 * `LenderEmbed.open`) to the login form painted in our frame (its Email field visible: the
 * server-made one, docs/performance.md) and to the live login in its place (the take-over; the same
 * moment for a frame the server did not make), on the mobile profile: 150 ms latency, 1.6 Mbps down, 4x CPU, a phone-sized window, cold caches
 * (a context of its own each run). Site isolation is off in its own browser so the throttling set
 * on the partner's page reaches our cross-site frame too (out of process it would not).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { median } from './lighthouse-figures.ts';

export interface EmbedFigures {
  loaderRaw: number;
  loaderGzip: number;
  /** Median milliseconds from the click to the login form painted in the frame. */
  openToPaint: number;
  /** Median milliseconds from the click to the live login form in place, usable. */
  openToLive: number;
  /** How many of the runs' frames the shell's server made with the login in their HTML. */
  serverMade: number;
  /**
   * The same two, `open` called once the loader's warming frame has fetched the frame's scripts
   * (the page's network idle after its load: a person who reads the partner's page a moment).
   */
  warmed: { openToPaint: number; openToLive: number };
}

const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export async function embedOpen(partnerUrl: string, loaderFile: string, runs: number): Promise<EmbedFigures> {
  const loader = readFileSync(loaderFile);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-site-isolation-trials',
      '--disable-features=IsolateOrigins,site-per-process',
    ],
  });
  const cold = { paints: [] as number[], lives: [] as number[] };
  const warm = { paints: [] as number[], lives: [] as number[] };
  let serverMade = 0;
  try {
    for (let i = 0; i < runs * 2; i++) {
      const warmed = i % 2 === 1;
      const into = warmed ? warm : cold;
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(partnerUrl, { waitUntil: warmed ? 'networkidle' : 'load' });
        const frame = page.frameLocator('iframe[title="Sign in with the lender"]');
        const email = frame.getByLabel('Email', { exact: true });
        const start = Date.now();
        await page.locator('#open-login').click();
        await email.first().waitFor({ state: 'visible', timeout: 60_000 });
        into.paints.push(Date.now() - start);
        if (await frame.locator('#server-screen').count()) serverMade += 1;
        await frame.locator('#server-screen').waitFor({ state: 'detached', timeout: 60_000 });
        await email.waitFor({ state: 'visible', timeout: 60_000 });
        while (!(await email.isEnabled())) await page.waitForTimeout(20);
        into.lives.push(Date.now() - start);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return {
    loaderRaw: loader.length,
    loaderGzip: gzipSync(loader, { level: 9 }).length,
    openToPaint: median(cold.paints),
    openToLive: median(cold.lives),
    serverMade,
    warmed: { openToPaint: median(warm.paints), openToLive: median(warm.lives) },
  };
}
