/**
 * The partner embed, for `npm run bench` (docs/embed.md): the loader's bytes (`/embed/v1.js`, raw
 * and gzipped as served), and the time from a click on the demo partner page's button (which calls
 * `LenderEmbed.open`) to the login form painted in our frame (the frame's first contentful paint
 * when the server made its login, else the live Email field in place) and to the live login in its
 * place (the take-over; the same moment for a frame the server did not make), on the mobile
 * profile: 150 ms latency, 1.6 Mbps down, 4x CPU, a phone-sized window, cold caches (a context of
 * its own each run). The moments are read inside the pages (the click's listener on the partner's
 * page, the frame's paint entries and a mutation observer in the frame, all on the same wall clock
 * `performance.timeOrigin` gives), so no polling by the harness adds to them. Site isolation is
 * off in its own browser so the throttling set on the partner's page reaches our cross-site frame
 * too (out of process it would not).
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

/**
 * Runs in every frame of the context before its scripts: the frame's moments on the wall clock
 * (a string, not a function: the bench's TypeScript loader would add helpers the page lacks).
 */
const FRAME_WATCH = `(() => {
  if (window === window.top) return;
  const at = () => performance.timeOrigin + performance.now();
  const moments = (window.__embedBench = {});
  const liveEmail = () => {
    const input = document.querySelector('#root input[name="email"]');
    return input && !input.disabled && !document.getElementById('server-screen') ? input : null;
  };
  new MutationObserver(() => {
    if (document.getElementById('server-screen')) moments.serverMade = true;
    if (moments.live === undefined && liveEmail()) moments.live = at();
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'hidden'] });
})()`;

interface FrameMoments {
  serverMade?: boolean;
  live?: number;
  firstContentfulPaint?: number;
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
        await context.addInitScript(FRAME_WATCH);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(partnerUrl, { waitUntil: warmed ? 'networkidle' : 'load' });
        // The click's own moment, on the partner's page (its listener runs before the loader's).
        const clickedAt = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const button = document.querySelector<HTMLElement>('#open-login')!;
              button.addEventListener('click', () => resolve(performance.timeOrigin + performance.now()), {
                capture: true,
                once: true,
              });
              button.click();
            }),
        );
        const frame = page.frameLocator('iframe[title="Sign in with the lender"]');
        await frame
          .locator('#root input[name="email"]:not([disabled])')
          .waitFor({ state: 'visible', timeout: 60_000 });
        const moments = await frame.locator('body').evaluate((): FrameMoments => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          return {
            ...(window as unknown as { __embedBench: FrameMoments }).__embedBench,
            firstContentfulPaint: paint ? performance.timeOrigin + paint.startTime : undefined,
          };
        });
        if (moments.live === undefined) throw new Error('The frame never showed its live login');
        const live = moments.live - clickedAt;
        if (moments.serverMade) serverMade += 1;
        const painted = moments.serverMade && moments.firstContentfulPaint !== undefined;
        into.paints.push(painted ? moments.firstContentfulPaint! - clickedAt : live);
        into.lives.push(live);
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
