/**
 * The register remote through the shell, against the dev API: a new borrower
 * registers with the emailed code and a strong password; `flow=wallet` lands on
 * Create Wallet; an invitation link locks the email; the partner page's automatic
 * outcomes and `step=2`; the validation messages; the audit of each screen; and
 * registration with the keyboard alone. New emails are unique per run; the seeded
 * invitees are put back to the seed before and after the tests that change them.
 */
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { codeSentTo, resetPersona } from '../support/dev-api.ts';
import { expect, test } from '../support/fixtures.ts';

const STRONG = 'Granite-Lantern-Harbor-77';
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function expectSignedIn(page: Page, email: string, path = '/dashboard') {
  await expect(page).toHaveURL(path);
  if (path === '/dashboard') await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toMatch(/^ey/);
}

async function setPassword(page: Page, submit: string) {
  await page.getByLabel('Password', { exact: true }).fill(STRONG);
  await page.getByLabel('Confirm password').fill(STRONG);
  await page.getByRole('button', { name: submit }).click();
}

async function tabTo(page: Page, target: Locator, most = 10) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a new borrower registers with the emailed code and a strong password, and lands signed in', async ({
  page,
}) => {
  const email = uniqueEmail('new.borrower');
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your login' })).toBeVisible();
  await expectAccessible(page, '/auth/register (email)');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  const since = Date.now() - 1000;
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = page.getByLabel('Enter code');
  await expect(code).toBeFocused();
  await expectAccessible(page, '/auth/register (code)');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Please enter the code')).toBeVisible();
  await code.fill('123');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Please enter a valid code')).toBeVisible();
  await code.fill(await codeSentTo(email, since));
  await page.getByRole('button', { name: 'Verify' }).click();
  // A new email has no password yet: the password step follows.
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expectAccessible(page, '/auth/register (password)');
  await page.getByRole('button', { name: 'Create login' }).click();
  await expect(page.getByText('Please enter a password.')).toBeVisible();
  await expect(page.getByText('Please confirm the password.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('password');
  await expect(page.getByText(/Password strength: (Very weak|Weak)/)).toBeVisible();
  await page.getByLabel('Confirm password').fill('passwore');
  await page.getByRole('button', { name: 'Create login' }).click();
  await expect(page.getByText("The confirmation and password don't match.")).toBeVisible();
  await page.getByLabel('Confirm password').fill('password');
  await page.getByRole('button', { name: 'Create login' }).click();
  await expect(page.getByText('Please enter a stronger password.')).toBeVisible();
  await setPassword(page, 'Create login');
  await expectSignedIn(page, email);
});

test('flow=wallet lands on Create Wallet', async ({ page }) => {
  const email = uniqueEmail('wallet.borrower');
  await page.goto('/auth/register?flow=wallet');
  const since = Date.now() - 1000;
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Enter code').fill(await codeSentTo(email, since));
  await page.getByRole('button', { name: 'Verify' }).click();
  await setPassword(page, 'Create login');
  await expect(page).toHaveURL('/auth/wallet/create-wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Wallet' })).toBeVisible();
});

test('an invitation link locks the email', async ({ page }) => {
  await page.goto('/auth/register?email=ivy.invited%40example.com');
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue('ivy.invited@example.com');
  await expect(email).toHaveAttribute('readonly', '');
  await expect(page.getByText(/ask the sender for a new invitation/)).toBeVisible();
});

test('the HELOC register page keeps the query and lands on the sanitised target', async ({ page }) => {
  const email = uniqueEmail('heloc.borrower');
  await page.goto(`/auth/login?redirectUrl=${encodeURIComponent('/auth/wallet/onboarding')}&label=apollo`);
  // Apollo's default product is the HELOC: its login page links to the HELOC register page.
  await page.getByRole('link', { name: 'Register here' }).click();
  await expect(page).toHaveURL(/\/account\/heloc\/register\?redirectUrl=.*&label=apollo$/);
  await page.goto(`/account/heloc/register?redirectUrl=${encodeURIComponent('/auth/wallet/onboarding')}`);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Create your login for your HELOC account with Keystone Home Lending',
    }),
  ).toBeVisible();
  await expectAccessible(page, '/account/heloc/register');
  const since = Date.now() - 1000;
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Enter code').fill(await codeSentTo(email, since));
  await page.getByRole('button', { name: 'Verify' }).click();
  await setPassword(page, 'Create login');
  await expect(page).toHaveURL('/auth/wallet/onboarding');
});

test('registration with the keyboard alone', async ({ page }) => {
  const email = uniqueEmail('keyboard.borrower');
  await page.goto('/auth/register');
  await tabTo(page, page.getByLabel('Email', { exact: true }));
  const since = Date.now() - 1000;
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Enter code')).toBeFocused();
  await page.keyboard.type(await codeSentTo(email, since));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(STRONG);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Confirm password')).toBeFocused();
  await page.keyboard.type(STRONG);
  await page.keyboard.press('Enter');
  await expectSignedIn(page, email);
});

test.describe('the partner page', () => {
  test('a registered identity goes to the login page', async ({ page }) => {
    await page.goto('/auth/credit-karma/register?identityUuid=identity-plain-customer&loginUuid=x');
    await expect(page).toHaveURL('/auth/login');
  });

  test('no welcome email: an invitation is created and emailed', async ({ page }) => {
    const email = 'uma.uninvited@example.com';
    await resetPersona(email);
    const since = Date.now() - 1000;
    await page.goto('/auth/credit-karma/register?identityUuid=identity-uninvited-borrower');
    await expect(page).toHaveURL(/loginUuid=/);
    await codeSentTo(email, since);
    await resetPersona(email);
  });

  test('welcome sent and token expired: a new code, then step=2 and a password, signed in', async ({
    page,
  }) => {
    const email = 'ivy.invited@example.com';
    await resetPersona(email);
    const since = Date.now() - 1000;
    await page.goto('/auth/credit-karma/register?identityUuid=identity-invited-borrower&loginUuid=old-login');
    await expect(page.getByRole('heading', { level: 1, name: "You've got mail!" })).toBeVisible();
    await expect(page).toHaveURL(/loginUuid=(?!old-login)/);
    await expectAccessible(page, '/auth/credit-karma/register');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('The code must be 6 digits.')).toBeVisible();
    await page.getByLabel('Enter code').fill(await codeSentTo(email, since));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/step=2/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Password' })).toBeVisible();
    await expect(
      page.getByText('Create a password to enable you to check the status of your loan.'),
    ).toBeVisible();
    await expectAccessible(page, '/auth/credit-karma/register?step=2');
    await setPassword(page, 'Create password');
    await expectSignedIn(page, email);
    await resetPersona(email);
  });
});
