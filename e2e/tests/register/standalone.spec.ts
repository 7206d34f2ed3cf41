/** The register remote's standalone page (e2e/support/standalone.ts), and a path that is not its own. */
import { expectAccessible } from '../../support/a11y.ts';
import { expect, test } from '../../support/fixtures.ts';
import { BRAND, expectStandaloneScreen } from '../../support/standalone.ts';

for (const screen of [
  { path: '/auth/register', heading: 'Create your login' },
  { path: '/auth/credit-karma/register', heading: "You've got mail!" },
  { path: '/account/heloc/register', heading: `Create your login for your HELOC account with ${BRAND}` },
]) {
  test(`alone, it renders "${screen.heading}" at ${screen.path}`, async ({ page }) => {
    await expectStandaloneScreen(page, screen);
  });
}

test("a path that is not the remote's shows not found (404) with a link to its first screen", async ({
  page,
  baseURL,
}) => {
  const response = await page.goto('/auth/login');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectAccessible(page, 'remote alone, not found');
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page).toHaveURL(`${baseURL}/auth/register`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your login' })).toBeVisible();
});
