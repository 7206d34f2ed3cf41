/**
 * Registration through the shell, where it goes on to another remote: `flow=wallet` lands on the
 * wallet remote's Create Wallet, and the login page's register link opens the HELOC register page,
 * which keeps the query and lands on the onboarding target.
 */
import { uniqueEmail } from '../../support/dev-api.ts';
import { expect, test } from '../../support/fixtures.ts';
import { createLoginPage } from '../../support/pages/login.ts';
import { createRegisterPage } from '../../support/pages/register.ts';

test('flow=wallet lands on Create Wallet', async ({ page }) => {
  await page.goto('/auth/register?flow=wallet');
  await createRegisterPage(page).register(uniqueEmail('wallet.borrower'));
  await expect(page).toHaveURL('/auth/wallet/create-wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Wallet' })).toBeVisible();
});

test('the HELOC register page keeps the query and lands on the sanitised target', async ({ page }) => {
  const login = createLoginPage(page);
  await login.goto(`?redirectUrl=${encodeURIComponent('/auth/wallet/onboarding')}&label=apollo`);
  // Apollo's default product is the HELOC: its login page links to the HELOC register page.
  await login.registerLink.click();
  await expect(page).toHaveURL(/\/account\/heloc\/register\?redirectUrl=.*&label=apollo$/);
  await page.goto(`/account/heloc/register?redirectUrl=${encodeURIComponent('/auth/wallet/onboarding')}`);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Create your login for your HELOC account with Keystone Home Lending',
    }),
  ).toBeVisible();
  await createRegisterPage(page).register(uniqueEmail('heloc.borrower'));
  await expect(page).toHaveURL('/auth/wallet/onboarding');
});
