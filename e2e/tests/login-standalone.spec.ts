/**
 * The login remote alone, on its own origin, against the dev API: the smoke
 * subset (password login and passcode login) that a team deploying only this
 * remote runs.
 */
import { codeSentTo } from '../support/dev-api.ts';
import { expect, test } from '../support/fixtures.ts';
import { originOfApp } from '../support/origins.ts';
import { createLoginPage } from '../support/pages/login.ts';
import { storedJwt } from '../support/session.ts';

const LOGIN = originOfApp('remote-login');

test('password login on the login remote alone', async ({ page }) => {
  const login = createLoginPage(page, LOGIN);
  await login.goto();
  await login.logInWithPassword('morgan.wallets@example.com');
  await expect(page).toHaveURL(`${LOGIN}/dashboard`);
  expect(await storedJwt(page)).toMatch(/^ey/);
});

test('passcode login on the login remote alone', async ({ page }) => {
  const email = 'passport.pending@example.com';
  const login = createLoginPage(page, LOGIN);
  await login.goto(`?otp=true&email=${encodeURIComponent(email)}`);
  await expect(page.getByText('Continue your application by logging into your account.')).toBeVisible();
  const since = Date.now() - 1000;
  await login.sendEmail.click();
  await login.passcodeDialog.enterCode(await codeSentTo(email, since));
  await expect(page).toHaveURL(`${LOGIN}/dashboard`);
  expect(await storedJwt(page)).toMatch(/^ey/);
});
