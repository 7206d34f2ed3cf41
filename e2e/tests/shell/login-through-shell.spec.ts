/**
 * The login remote through the shell: the password login landing on the shell's dashboard (the
 * one login journey through the shell; the rest run on the remote alone, tests/login), and the
 * broker's journeys, whose return the shell's guard accepts by the broker's cookie session.
 */
import { expectAccessible } from '../../support/a11y.ts';
import { DEV_API, SEED_PASSWORD, totpCode } from '../../support/dev-api.ts';
import { expect, test } from '../../support/fixtures.ts';
import { createDashboard } from '../../support/pages/dashboard.ts';
import { createLoginPage } from '../../support/pages/login.ts';

test('password login lands on /dashboard', async ({ page }) => {
  const login = createLoginPage(page);
  await login.goto();
  await login.logInWithPassword('pat.customer@example.com');
  await createDashboard(page).expectSignedInAs('pat.customer@example.com');
});

test('a broker is sent to the identity broker, which returns with the state nonce', async ({ page }) => {
  const login = createLoginPage(page);
  await login.goto();
  await login.logInWithPassword('bo.broker@example.com');
  await expect(page).toHaveURL(new RegExp(`^${DEV_API}/identity-broker/authorize`));
  // The broker's own sign-in page (the dev API's stand-in): the identity id in its link
  // pre-fills nothing (it would tell whoever opens the link whose account it is).
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue('');
  await email.fill('bo.broker@example.com');
  await page.getByLabel('Password').fill(SEED_PASSWORD);
  // The broker's page returns to the app's default target, where the guard's session
  // check accepts the broker's cookie session (shell-wallet-area.spec.ts follows it to logout).
  await page.getByRole('button').click();
  await expect(page).toHaveURL('/dashboard');
  await expect(createDashboard(page).heading).toBeVisible();
});

test("the broker's page asks for the account's second factor before it signs in", async ({ page }) => {
  // Opened directly, as a link to the identity broker would be: an authenticator persona.
  const email = 'tara.totp@example.com';
  await page.goto(`${DEV_API}/identity-broker/authorize`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(SEED_PASSWORD);
  await page.getByRole('button').click();
  // The password alone is not a session: the page asks for the code, in the browser's own post
  // (its Origin is the page's, so the cross-site check lets it through).
  const code = page.getByLabel('Enter code');
  await expect(code).toBeVisible();
  await expectAccessible(page, "the broker page's code step");
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code from your authenticator app is incorrect.');
  await page.getByLabel('Enter code').fill(await totpCode(email));
  await page.getByRole('button', { name: 'Verify' }).click();
  // Signed in by the broker's cookie session, as the broker journey above.
  await expect(page).toHaveURL('/dashboard');
  await expect(createDashboard(page).heading).toBeVisible();
});
