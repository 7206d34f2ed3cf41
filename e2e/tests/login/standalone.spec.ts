/** The login remote's standalone page (e2e/support/standalone.ts), and the configuration its server inlines. */
import { originOfApp } from '../../support/origins.ts';
import { expect, test } from '../../support/fixtures.ts';
import { BRAND, expectStandaloneScreen } from '../../support/standalone.ts';

for (const screen of [
  { path: '/auth/login', heading: `Log in to ${BRAND}` },
  { path: '/account/heloc/heloc-signer/login', heading: 'Mortgage Signer Login' },
]) {
  test(`alone, it renders "${screen.heading}" at ${screen.path}`, async ({ page }) => {
    await expectStandaloneScreen(page, screen);
  });
}

test('the page reads the runtime configuration its server inlines', async ({ page, baseURL }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: `Log in to ${BRAND}` })).toBeVisible();
  const inline = await page.locator('script#runtime-config').textContent();
  const served = (await (await page.request.get(`${baseURL}/runtime-config.json`)).json()) as {
    apiBase: string;
  };
  expect(JSON.parse(inline!)).toEqual(served);
  expect(served.apiBase).toBe(originOfApp('dev-api'));
});
