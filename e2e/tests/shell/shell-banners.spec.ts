/**
 * The announcement banners above every page, from the banners bucket: which are
 * shown, in what order, and what invalid data shows instead.
 */
import { fulfillAsDevApi } from '../../support/api-stubs.ts';
import { DEV_API } from '../../support/dev-api.ts';
import { expect, test } from '../../support/fixtures.ts';
import { createLoginPage } from '../../support/pages/login.ts';
import { createShellFrame } from '../../support/pages/shell-frame.ts';

test.describe('banners', () => {
  test('only active banners for this app, newest first, at most two', async ({ page }) => {
    await createLoginPage(page).goto();
    await expect(createShellFrame(page).announcements.getByRole('listitem')).toHaveText([
      'Important: Rates are changing on December 1.',
      'New: open a HELOC with your wallet.',
    ]);
  });

  test('invalid banner data shows "Banner data does not match the expected format"', async ({ page }) => {
    await page.route(`${DEV_API}/public-bucket/banners/*.json`, (route) =>
      fulfillAsDevApi(route, { json: [{ uuid: 'b', message: 'no apps', variant: 'info', active: true }] }),
    );
    const login = createLoginPage(page);
    // A page whose first screen the server does not make (its query changes it), so the page reads
    // the banners itself (a server-made page shows the list its server read: tests/shell/server-made.spec.ts).
    await login.goto('?otp=true');
    await expect(createShellFrame(page).announcements).toContainText(
      'Banner data does not match the expected format',
    );
    await expect(login.heading).toBeVisible();
  });
});
