/**
 * Server state through the page's one query client (issue 45; docs/architecture.md, "Server
 * state"), as a person notices it: the wallet accounts read once for the modal and the
 * organization page, nothing of a first person after a 401 and a sign-in as someone else, a
 * failed banner read not retried on its own. The keys, the defaults and the drops are unit
 * tests (shared/src/query/); a switch of the acting account is onboarding.spec.ts's
 * organization journey (the creator's passport, never the cached own one); the first-load pages
 * without TanStack Query, by content, are js-budget.spec.ts's.
 */
import type { Page, Request } from '@playwright/test';
import { fulfillAsDevApi } from '../../support/api-stubs.ts';
import { DEV_API } from '../../support/dev-api.ts';
import { expect, test } from '../../support/fixtures.ts';
import { createLoginPage } from '../../support/pages/login.ts';
import { createShellFrame } from '../../support/pages/shell-frame.ts';
import { openSignedIn } from '../../support/session.ts';

const ACCOUNTS = '/service-wallet/secure/api/v4/account';
const SKY = 'sky.selfcustody@example.com';
const HUGO = 'hugo.hosted@example.com';
const ONBOARDING = '/auth/wallet/onboarding?intent=kyc';
const ORGANIZATION_HEADING =
  'Select the Individual Wallet that will be the controlling member of this Organization';

/** Every request of the page to `path`, as it is made. */
function requestsTo(page: Page, path: string): Request[] {
  const made: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) made.push(request);
  });
  return made;
}

const bearerOf = (request: Request) => request.headers()['authorization'] ?? null;

test('the accounts are read once: the modal, the modal opened again, the organization page', async ({
  page,
}) => {
  const accounts = requestsTo(page, ACCOUNTS);
  await openSignedIn(page, SKY, ONBOARDING);
  const modal = page.getByRole('dialog', { name: 'Choose an Account' });
  await expect(modal.getByRole('button', { name: /Sky Self-Custody/ })).toBeVisible();
  expect(accounts).toHaveLength(1);

  // Closed, and opened again from the screen: its cards at once, from the same entry.
  await modal.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Connect a Wallet' }).click();
  await expect(modal.getByRole('button', { name: /Sky Self-Custody/ })).toBeVisible();
  expect(accounts).toHaveLength(1);

  await modal.getByRole('button', { name: 'Create an Organization' }).click();
  await expect(page.getByRole('heading', { level: 1, name: ORGANIZATION_HEADING })).toBeVisible();
  await expect(page.getByRole('button', { name: /Sky Self-Custody/ })).toBeVisible();
  expect(accounts).toHaveLength(1);
});

test('after a 401, a sign-in as another person shows nothing of the first', async ({ page }) => {
  const accounts = requestsTo(page, ACCOUNTS);
  const skyToken = await openSignedIn(page, SKY, ONBOARDING);
  const modal = page.getByRole('dialog', { name: 'Choose an Account' });
  await expect(modal.getByRole('button', { name: /Sky Self-Custody/ })).toBeVisible();

  // Sky's session ends at the service (another device logged out): her next call is a 401.
  const ended = await fetch(`${DEV_API}/identity/secure/api/v1/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${skyToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ applicationName: 'sign-in' }),
  });
  expect(ended.status).toBe(200);
  await modal.getByRole('button', { name: /Sky Self-Custody/ }).click();
  const login = createLoginPage(page);
  await expect(login.email).toBeVisible();

  // In the same page (the client and its cache live on): Hugo signs in, and is brought back.
  await login.logInWithPassword(HUGO);
  await expect(modal.getByRole('button', { name: /Hugo Hosted/ }).first()).toBeVisible();
  await expect(page.getByText('Sky Self-Custody')).toHaveCount(0);
  // Hugo's list was asked for with Hugo's token, not answered from Sky's entry.
  expect(accounts).toHaveLength(2);
  expect(bearerOf(accounts[1]!)).toMatch(/^Bearer /);
  expect(bearerOf(accounts[1]!)).not.toBe(`Bearer ${skyToken}`);
});

test('a banner read that fails shows its error once and is not read again on its own', async ({ page }) => {
  let reads = 0;
  await page.route(`${DEV_API}/public-bucket/banners/*.json`, (route) => {
    reads += 1;
    return fulfillAsDevApi(route, { status: 500, json: { message: 'The bucket is down' } });
  });
  // Passcode mode: a page the server does not make, so the shell reads the banners itself.
  const login = createLoginPage(page);
  await login.goto('?otp=true');
  const { announcements } = createShellFrame(page);
  await expect(announcements).not.toContainText('Loading announcements');
  await expect(announcements.getByTestId('banner-error')).toHaveCount(1);
  expect(reads).toBe(1);

  // In the same page: focus and the network come back, the person signs in with a password, the
  // page loads the query client (the identity), and they open the wallet modal: no read.
  await page.evaluate(() => {
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
  });
  await login.passcodeToggle.uncheck();
  await login.logInWithPassword(SKY);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.evaluate(() => {
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
  });
  await expect(announcements.getByTestId('banner-error')).toHaveCount(1);
  expect(reads).toBe(1);
});
