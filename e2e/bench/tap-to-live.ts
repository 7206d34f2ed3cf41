/**
 * A person's first tap on a server-made `/auth/login` (docs/performance.md, "Server-made HTML") to
 * the live screen in its place: the tap starts the page's scripts (shell/server/starter-script.ts),
 * which the page preloaded at its load's first idle moment, and the take-over replaces the server's
 * form (shell/src/startup/take-over.ts). Under a 4x CPU slowdown, on a phone-sized window, after the
 * preloads have arrived: the time the person waits between touching the form and the live one.
 * Both moments are the page's own clock (`performance.now()` at the `pointerdown`, and at the
 * mutation that removed `#server-screen`).
 */
import type { Browser } from '@playwright/test';

declare global {
  interface Window {
    __tapAt?: number;
    __liveAt?: number;
  }
}

/** Milliseconds from the tap to the live screen, or null when the page was not server-made. */
export async function tapToLive(browser: Browser, shell: string): Promise<number | null> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      addEventListener('pointerdown', () => (window.__tapAt ??= performance.now()), { capture: true });
      let seen = false;
      new MutationObserver(() => {
        if (document.getElementById('server-screen')) seen = true;
        else if (seen) window.__liveAt ??= performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${shell}/auth/login`);
    if ((await page.locator('#server-screen').count()) === 0) return null;
    // The preloads come at the load's first idle moment; then they are fetched.
    await page.locator('link[rel="preload"][as="script"]').first().waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.locator('#server-screen input[name="email"]').click();
    await page.locator('#server-screen').waitFor({ state: 'detached', timeout: 60_000 });
    return await page.evaluate(() => window.__liveAt! - window.__tapAt!);
  } finally {
    await context.close();
  }
}
