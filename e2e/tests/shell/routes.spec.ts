/**
 * Every route of the specification answers and renders its screen (served by the
 * remote that owns it, or by the shell), passes the accessibility audit in the own brand
 * and in each partner brand, and the redirects keep or drop the query string as specified.
 */
import { expectAccessible } from '../../support/a11y.ts';
import { expect, test } from '../../support/fixtures.ts';
import { brands } from '../../support/brands.ts';
import { createDashboard } from '../../support/pages/dashboard.ts';
import { createShellFrame } from '../../support/pages/shell-frame.ts';
import { storedJwt, withStoredSession } from '../../support/session.ts';

const brand = 'Keystone Home Lending';

const publicScreens: Array<[path: string, heading: string]> = [
  ['/auth/login', `Log in to ${brand}`],
  ['/auth/register', 'Create your login'],
  ['/auth/credit-karma/register', "You've got mail!"],
  ['/account/heloc/heloc-signer/login', 'Mortgage Signer Login'],
  ['/account/heloc/register', `Create your login for your HELOC account with ${brand}`],
  ['/terms/', 'Terms of Service'],
  ['/privacy/', 'Privacy Policy'],
  ['/communications/', 'Electronic Communications Policy'],
  ['/no/such/page', 'Page not found'],
];

const guardedScreens: Array<[path: string, heading: string]> = [
  ['/dashboard', 'Dashboard'],
  ['/auth/wallet/create-wallet', 'Create Wallet'],
  ['/auth/wallet/create-account', 'Give Your Account a Name'],
  [
    '/auth/wallet/organization/select-account',
    'Select the Individual Wallet that will be the controlling member of this Organization',
  ],
  ['/auth/wallet/onboarding', 'Investor Passport'],
];

for (const [path, heading] of publicScreens) {
  test(`${path} renders "${heading}"`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expectAccessible(page, path);
  });
}

for (const [path, heading] of guardedScreens) {
  test(`${path} renders "${heading}" for a signed-in visitor`, async ({ page }) => {
    await withStoredSession(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expectAccessible(page, path);
  });

  test(`${path} sends a signed-out visitor to login and back`, async ({ page }) => {
    await page.goto(`${path}?from=e2e`);
    await expect(page).toHaveURL(`/auth/login?redirectUrl=${encodeURIComponent(`${path}?from=e2e`)}`);
    await expect(page.getByRole('heading', { level: 1, name: `Log in to ${brand}` })).toBeVisible();
  });
}

const redirects: Array<[from: string, to: string]> = [
  [
    '/auth/login/register?email=pat%40example.com&flow=wallet',
    '/auth/register?email=pat%40example.com&flow=wallet',
  ],
  ['/login?otp=true&email=pat%40example.com', '/auth/login?otp=true&email=pat%40example.com'],
  ['/register?flow=wallet', '/auth/register?flow=wallet'],
  ['/auth/anything/else?x=1', '/auth/login'],
  ['/', '/auth/login'],
];

for (const [from, to] of redirects) {
  test(`${from} redirects to ${to}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(to);
  });
}

test('/auth/wallet opens the start of wallet creation', async ({ page }) => {
  await withStoredSession(page);
  await page.goto('/auth/wallet');
  await expect(page).toHaveURL('/auth/wallet/create-wallet');
});

test('the dashboard says who is signed in, and Log out ends the session', async ({ page }) => {
  const dashboard = createDashboard(page);
  await withStoredSession(page, 'pat.customer@example.com');
  await page.goto('/dashboard');
  await expect(dashboard.signedInAs('pat.customer@example.com')).toBeVisible();
  await dashboard.logOut.click();
  await expect(page).toHaveURL('/auth/login');
  expect(await storedJwt(page)).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fdashboard$/);
});

// Every route in each partner brand (its colours and logo on every screen): the audit too.
// One page load per brand: the brand is chosen once per load and kept as the person moves
// between screens, so the test moves as the app's own links do (the router's history).
for (const partner of brands.filter((shown) => shown.label)) {
  test(`every route in the ${partner.id} brand passes the accessibility audit`, async ({ page }) => {
    // Fourteen screens and audits (about 3 s each alone, 5 s beside the other worker on a
    // loaded two-core machine): more than the suite's 60 s.
    test.setTimeout(150_000);
    await withStoredSession(page);
    await page.goto(`/auth/login?label=${partner.label}`);
    for (const [path] of [...publicScreens, ...guardedScreens]) {
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(createShellFrame(page).logo(partner.name)).toBeVisible();
      await expectAccessible(page, `${path} in the ${partner.id} brand`);
    }
  });
}
