/**
 * A page restored from the back/forward cache reloads (spec section 2, "Startup").
 * Playwright starts Chromium with the cache switched off; this file starts it with
 * the cache on (its own worker), so the restore really happens: the page hears
 * `pageshow` with `persisted`, and the shell reloads it.
 */
import { DEV_API } from '../../support/dev-api.ts';
import { expect, test } from '../../support/fixtures.ts';
import config from '../../playwright.config.ts';

const launchOptions = config.use?.launchOptions ?? {};

test.use({ launchOptions: { ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

test('a page restored from the back/forward cache reloads', async ({ page }) => {
  await page.goto('/terms/');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.evaluate(() => {
    (window as Window & { leftBehind?: boolean }).leftBehind = true;
    addEventListener('pageshow', (event) => sessionStorage.setItem('e2e-restored', String(event.persisted)));
  });
  await page.goto(`${DEV_API}/__dev/outbox.html`);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  // Restored from the cache (persisted), then reloaded: a fresh document without the marker.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('e2e-restored'))).toBe('true');
  await expect
    .poll(() =>
      page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
      ),
    )
    .toBe('reload');
  expect(await page.evaluate(() => (window as Window & { leftBehind?: boolean }).leftBehind)).toBeUndefined();
});
