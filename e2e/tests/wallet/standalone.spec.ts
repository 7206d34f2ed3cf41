/**
 * The wallet remote's standalone page (e2e/support/standalone.ts). The remote has no sign-in of
 * its own: its guarded screens start from a session made through the dev API.
 */
import { expectAccessible } from '../../support/a11y.ts';
import { expect, test } from '../../support/fixtures.ts';
import { expectStandaloneScreen } from '../../support/standalone.ts';

for (const screen of [
  { path: '/auth/wallet/create-wallet', heading: 'Create Wallet', guarded: true as const },
  { path: '/auth/wallet/create-account', heading: 'Give Your Account a Name', guarded: true as const },
]) {
  test(`alone, it renders "${screen.heading}" at ${screen.path}`, async ({ page }) => {
    await expectStandaloneScreen(page, screen);
  });
}

test('a guarded screen alone asks a signed-out visitor to log in, and links back', async ({ page }) => {
  const path = '/auth/wallet/organization/select-account?from=partner';
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to continue' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    `/auth/login?redirectUrl=${encodeURIComponent(path)}`,
  );
  await expectAccessible(page, 'guarded screen alone, signed out');
});
