/**
 * Each remote alone: its own server serves its standalone page at the same paths
 * the shell gives its screens, with the same providers and the runtime
 * configuration inlined, so partner sites can embed one remote and a team can
 * deploy and try its remote without the shell.
 */
import type { ConsoleMessage } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { expect, reactRendererCount, test } from '../support/fixtures.ts';
import { originOfApp as origin } from '../support/origins.ts';
import { createLoginPage } from '../support/pages/login.ts';
import { withStoredSession } from '../support/session.ts';

const brand = 'Keystone Home Lending';

const screens: Array<{ remote: string; path: string; heading: string; guarded?: true }> = [
  { remote: 'remote-login', path: '/auth/login', heading: `Log in to ${brand}` },
  { remote: 'remote-login', path: '/account/heloc/heloc-signer/login', heading: 'Mortgage Signer Login' },
  { remote: 'remote-register', path: '/auth/register', heading: 'Create your login' },
  { remote: 'remote-register', path: '/auth/credit-karma/register', heading: "You've got mail!" },
  {
    remote: 'remote-register',
    path: '/account/heloc/register',
    heading: `Create your login for your HELOC account with ${brand}`,
  },
  { remote: 'remote-wallet', path: '/auth/wallet/create-wallet', heading: 'Create Wallet', guarded: true },
  {
    remote: 'remote-wallet',
    path: '/auth/wallet/create-account',
    heading: 'Give Your Account a Name',
    guarded: true,
  },
  {
    remote: 'remote-onboarding',
    path: '/auth/wallet/onboarding',
    heading: 'Investor Passport',
    guarded: true,
  },
];

const consoleErrors = (messages: ConsoleMessage[]) =>
  messages.filter((m) => m.type() === 'error').map((m) => m.text());

for (const { remote, path, heading, guarded } of screens) {
  test(`${remote} alone renders "${heading}" at ${path}`, async ({ page }) => {
    const messages: ConsoleMessage[] = [];
    page.on('console', (message) => messages.push(message));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    if (guarded) await withStoredSession(page);

    const response = await page.goto(`${origin(remote)}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expectAccessible(page, `${remote} alone at ${path}`);

    // The page's own entry, not the container the shell loads, and one React renderer.
    expect(requested).toContain('/main.js');
    expect(requested).not.toContain('/remoteEntry.js');
    expect(await reactRendererCount(page)).toBe(1);
    expect(consoleErrors(messages), 'console errors').toEqual([]);
  });
}

test('a guarded screen alone asks a signed-out visitor to log in, and links back', async ({ page }) => {
  const path = '/auth/wallet/organization/select-account?from=partner';
  await page.goto(`${origin('remote-wallet')}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to continue' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    `/auth/login?redirectUrl=${encodeURIComponent(path)}`,
  );
  await expectAccessible(page, 'guarded screen alone, signed out');
});

test("a path that is not the remote's shows not found (404) with a link to its first screen", async ({
  page,
}) => {
  const response = await page.goto(`${origin('remote-register')}/auth/login`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectAccessible(page, 'remote alone, not found');
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page).toHaveURL(`${origin('remote-register')}/auth/register`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your login' })).toBeVisible();
});

test('the page reads the runtime configuration its server inlines', async ({ page }) => {
  await createLoginPage(page, origin('remote-login')).goto();
  await expect(page.getByRole('heading', { level: 1, name: `Log in to ${brand}` })).toBeVisible();
  const inline = await page.locator('script#runtime-config').textContent();
  const served = (await (await page.request.get(`${origin('remote-login')}/runtime-config.json`)).json()) as {
    apiBase: string;
  };
  expect(JSON.parse(inline!)).toEqual(served);
  expect(served.apiBase).toBe(origin('dev-api'));
});
