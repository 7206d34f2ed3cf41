/**
 * The login remote alone, on its own origin, against the dev API: the smoke
 * subset (password login and passcode login) that a team deploying only this
 * remote runs.
 */
import { appByDir, originOf } from '@lender/tooling/apps';
import { codeSentTo, SEED_PASSWORD } from '../support/dev-api.ts';
import { expect, test } from '../support/fixtures.ts';

const LOGIN = originOf(appByDir('remote-login'));

test('password login on the login remote alone', async ({ page }) => {
  await page.goto(`${LOGIN}/auth/login`);
  await page.getByLabel('Email', { exact: true }).fill('morgan.wallets@example.com');
  await page.getByLabel('Password', { exact: true }).fill(SEED_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${LOGIN}/dashboard`);
  expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toMatch(/^ey/);
});

test('passcode login on the login remote alone', async ({ page }) => {
  const email = 'passport.pending@example.com';
  await page.goto(`${LOGIN}/auth/login?otp=true&email=${encodeURIComponent(email)}`);
  await expect(page.getByText('Continue your application by logging into your account.')).toBeVisible();
  const since = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send email' }).click();
  const dialog = page.getByRole('dialog', { name: 'One-Time Passcode' });
  await dialog.getByLabel('Enter code').fill(await codeSentTo(email, since));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${LOGIN}/dashboard`);
  expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toMatch(/^ey/);
});
