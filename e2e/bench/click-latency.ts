/**
 * The interaction latency of a click on "Log in" with an empty form, under a 4x CPU
 * slowdown: the longest Event Timing entry of the click (input delay, processing and
 * the next paint, as INP counts it), once the page has settled: on the live page (a server-made
 * page is taken over first, by a first key, as a person's first action does; its own first tap
 * is ./tap-to-live.ts's).
 */
import type { Browser } from '@playwright/test';

export async function loginClickLatency(browser: Browser, shell: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.goto(`${shell}/auth/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.keyboard.press('Shift');
    await page.locator('#server-screen').waitFor({ state: 'detached' });
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
