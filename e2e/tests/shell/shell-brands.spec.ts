/**
 * The shell's brands, through the browser: each brand's colour, logo, tagline and
 * titles on the login page (screenshots kept in the test output), and the rules
 * that pick the brand: the `label` query first, then the org info of the host name.
 */
import type { Page } from '@playwright/test';
import { brand, brands, rgbOf, type Brand } from '../../support/brands.ts';
import { expect, test } from '../../support/fixtures.ts';
import { atHost } from '../../support/origins.ts';
import { createLoginPage } from '../../support/pages/login.ts';
import { createShellFrame } from '../../support/pages/shell-frame.ts';
import { keepScreenshot } from '../../support/screenshots.ts';
import { actFirst } from '../../support/first-action.ts';

async function expectBrand(page: Page, { name, title }: Pick<Brand, 'name' | 'title'>) {
  // The page's title, then the brand's.
  await expect(page).toHaveTitle(`Log in | ${title}`);
  const logo = createShellFrame(page).logo(name);
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

test.describe('brands', () => {
  for (const shown of brands) {
    test(`the login page in the ${shown.id} brand: colour, logo, titles (audited in routes.spec.ts)`, async ({
      page,
    }, testInfo) => {
      const login = createLoginPage(page);
      await login.goto(shown.label ? `?label=${shown.label}` : '');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(shown.name);
      await expectBrand(page, shown);
      await expect(createShellFrame(page).header).toContainText(shown.tagline);
      // Retried like any assertion: the colour is read once the theme is in place.
      await expect(login.logIn).toHaveCSS('background-color', rgbOf(shown.colour));
      await keepScreenshot(page, testInfo, `login-${shown.id}`);
    });
  }

  test('label=evil is ignored: the own brand', async ({ page }) => {
    await createLoginPage(page).goto('?label=evil');
    await expectBrand(page, brand('own'));
  });

  test('the organization of the host name chooses the brand when there is no label', async ({ page }) => {
    await page.goto(atHost('hamilton.localhost', '/auth/login'));
    await expectBrand(page, brand('hamilton'));
    await page.goto(atHost('hamilton.localhost', '/auth/login?label=outpost'));
    await expectBrand(page, brand('outpost'));
  });

  test('a page without org info logs "No private label data found" and uses the own brand', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto(atHost('localhost', '/auth/login'));
    await expectBrand(page, brand('own'));
    await actFirst(page);
    // Polled: console events reach the test asynchronously, not in step with the page.
    await expect.poll(() => logged).toContain('No private label data found');
  });
});
