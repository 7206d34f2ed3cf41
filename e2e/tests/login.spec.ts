/**
 * The login remote through the shell, against the dev API's personas: password and
 * passcode login, every 2-step state and method, resend, locked, expired password,
 * expired first factor, no recovery method, broker, mortgage signer, redirect
 * targets, the accessibility audit of the page and its dialogs, and the keyboard
 * alone. Each test signs in a persona no other test in this file changes, so the
 * suite runs in parallel against one dev API.
 */
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import {
  codeSentTo,
  DEV_API,
  expireFirstFactors,
  resetPersona,
  SEED_PASSWORD,
  totpCode,
} from '../support/dev-api.ts';
import { expect, test } from '../support/fixtures.ts';

const BRAND = 'Keystone Home Lending';
const HEAVY = /zxcvbn|qrcode|walletconnect/i;

async function logInWithPassword(page: Page, email: string, password = SEED_PASSWORD) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Presses Tab until `target` has the focus (the skip link and the header come first). */
async function tabTo(page: Page, target: Locator, most = 8) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function expectSignedIn(page: Page, email: string) {
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
}

test('the login page loads nothing heavy and passes the audit', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: `Log in to ${BRAND}` })).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: 'Use one-time passcode for logging into my account' }),
  ).toBeVisible();
  await expect(page.getByText(/protected by reCAPTCHA/)).toBeVisible();
  await expectAccessible(page, '/auth/login');
  expect(scripts.filter((url) => HEAVY.test(url))).toEqual([]);
});

test('password login lands on /dashboard', async ({ page }) => {
  await page.goto('/auth/login');
  await logInWithPassword(page, 'pat.customer@example.com');
  await expectSignedIn(page, 'pat.customer@example.com');
});

test('a wrong password says so, stays on the page and keeps the email', async ({ page }) => {
  await page.goto('/auth/login');
  await logInWithPassword(page, 'pat.customer@example.com', 'not-the-password');
  await expect(
    page.getByRole('status').filter({ hasText: 'The email or password you entered is incorrect.' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('pat.customer@example.com');
});

test('passcode login: Send email, the emailed code, Continue; resend says so', async ({ page }) => {
  const email = 'sid.signer@example.com';
  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('checkbox', { name: /one-time passcode/ }).check();
  await expect(page.getByLabel('Password', { exact: true })).toBeHidden();
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send email' }).click();
  const dialog = page.getByRole('dialog', { name: 'One-Time Passcode' });
  await expect(dialog).toBeVisible();
  await codeSentTo(email, sentAfter);
  await expectAccessible(page, 'the One-Time Passcode dialog');
  const resentAfter = Date.now();
  await dialog.getByRole('button', { name: 'Resend code' }).click();
  await expect(dialog.locator('p', { hasText: 'Code successfully resent.' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Code Sent' })).toBeDisabled();
  const code = await codeSentTo(email, resentAfter);
  await dialog.getByLabel('Enter code').fill(code);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectSignedIn(page, email);
});

test.describe('2 Step Verification', () => {
  test('an emailed code is sent at once to the single alias', async ({ page }) => {
    const email = 'erin.email@example.com';
    await page.goto('/auth/login');
    const since = Date.now() - 1000;
    await logInWithPassword(page, email);
    const dialog = page.getByRole('dialog', { name: '2 Step Verification' });
    await expect(dialog.getByLabel('Enter code')).toBeVisible();
    await expectAccessible(page, 'the 2-step dialog, entering');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('The code is required.')).toBeVisible();
    await dialog.getByLabel('Enter code').fill('123');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('The code must be 6 characters long.')).toBeVisible();
    await dialog.getByLabel('Enter code').fill(await codeSentTo(email, since));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(page, email);
  });

  test('a texted code goes to the phone number', async ({ page }) => {
    await page.goto('/auth/login');
    const since = Date.now() - 1000;
    await logInWithPassword(page, 'sam.sms@example.com');
    const dialog = page.getByRole('dialog', { name: '2 Step Verification' });
    await dialog.getByLabel('Enter code').fill(await codeSentTo('4155550123', since));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(page, 'sam.sms@example.com');
  });

  test('an authenticator-app code goes to the TOTP check', async ({ page }) => {
    await page.goto('/auth/login');
    await logInWithPassword(page, 'tara.totp@example.com');
    const dialog = page.getByRole('dialog', { name: '2 Step Verification' });
    await expect(dialog.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    await dialog.getByLabel('Enter code').fill(await totpCode('tara.totp@example.com'));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(page, 'tara.totp@example.com');
  });

  test('a security question is answered', async ({ page }) => {
    const answers: Record<string, string> = {
      'What was the name of your first pet?': 'Biscuit',
      'In what city were you born?': 'Dayton',
      'What was the make of your first car?': 'Volvo',
    };
    await page.goto('/auth/login');
    await logInWithPassword(page, 'quinn.questions@example.com');
    const dialog = page.getByRole('dialog', { name: '2 Step Verification' });
    const field = dialog.getByRole('textbox');
    await expect(field).toBeVisible();
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('Please enter your answer.')).toBeVisible();
    const question = (await dialog.locator('label').first().textContent())!.trim();
    expect(Object.keys(answers)).toContain(question);
    await field.fill(answers[question]!);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(page, 'quinn.questions@example.com');
  });

  test('several methods start in selecting', async ({ page }) => {
    const email = 'sasha.several@example.com';
    await page.goto('/auth/login');
    await logInWithPassword(page, email);
    const dialog = page.getByRole('dialog', { name: '2 Step Verification' });
    await expect(dialog.getByRole('radio')).toHaveCount(4);
    await expectAccessible(page, 'the 2-step dialog, selecting');
    await dialog.getByRole('radio', { name: /^Email a code to s\*\*\*l@example\.com$/ }).check();
    const since = Date.now() - 1000;
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('Enter code').fill(await codeSentTo(email, since));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(page, email);
  });

  test('no recovery method says to contact support, with the phone link', async ({ page }) => {
    await page.goto('/auth/login');
    await logInWithPassword(page, 'nora.norecovery@example.com');
    const dialog = page.getByRole('dialog', { name: '2 Step Verification' });
    await expect(
      dialog.getByText(
        'You do not have any two-factor recovery methods configured. Please contact customer support for assistance.',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+18005550100',
    );
    await expectAccessible(page, 'the 2-step dialog, no recovery method');
  });
});

test('a locked account is told so and stays', async ({ page }) => {
  await page.goto('/auth/login');
  await logInWithPassword(page, 'lee.locked@example.com');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your account is locked. Please contact support.' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
});

test('an expired password is reset first, then the login continues', async ({ page }) => {
  const email = 'eli.expired@example.com';
  await resetPersona(email);
  await page.goto('/auth/login');
  await logInWithPassword(page, email);
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('password');
  await expect(dialog.getByText(/Password strength: (Very weak|Weak)/)).toBeVisible();
  await expectAccessible(page, 'the Reset Password dialog');
  await dialog.getByLabel('Confirm password').fill('password');
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(dialog.getByText('Please enter a stronger password.')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('Granite-Lantern-Harbor-77');
  await dialog.getByLabel('Confirm password').fill('Granite-Lantern-Harbor-77');
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expectSignedIn(page, email);
  await resetPersona(email);
});

test('a broker is sent to the identity broker, which returns with the state nonce', async ({ page }) => {
  await page.goto('/auth/login');
  await logInWithPassword(page, 'bo.broker@example.com');
  await expect(page).toHaveURL(new RegExp(`^${DEV_API}/identity-broker/authorize`));
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('bo.broker@example.com');
  await page.getByLabel('Password').fill(SEED_PASSWORD);
  // The broker's page returns to the app's default target, where the guard's session
  // check accepts the broker's cookie session (shell.spec.ts follows it to logout).
  await page.getByRole('button').click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('the mortgage signer signs in with the access code; a wrong one is refused', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: /Mortgage signer/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mortgage Signer Login' })).toBeVisible();
  await expectAccessible(page, '/account/heloc/heloc-signer/login');
  await page.getByLabel('Email', { exact: true }).fill('sid.signer@example.com');
  await page.getByLabel('Access code', { exact: true }).fill('WRONG-CODE');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'That access code is not valid.' })).toBeVisible();
  await page.getByLabel('Access code', { exact: true }).fill('SIGN-4821-KX');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectSignedIn(page, 'sid.signer@example.com');
});

test('redirectUrl is honoured for our own paths and refused for others', async ({ page }) => {
  await page.goto(`/auth/login?redirectUrl=${encodeURIComponent('/auth/wallet/create-wallet')}`);
  await logInWithPassword(page, 'una.unattached@example.com');
  await expect(page).toHaveURL('/auth/wallet/create-wallet');
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`/auth/login?redirectUrl=${encodeURIComponent('https://evil.example/steal')}`);
  await logInWithPassword(page, 'una.unattached@example.com');
  await expectSignedIn(page, 'una.unattached@example.com');
});

test('the whole password login with the keyboard alone', async ({ page }) => {
  await page.goto('/auth/login');
  await tabTo(page, page.getByLabel('Email', { exact: true }));
  await page.keyboard.type('morgan.wallets@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(SEED_PASSWORD);
  await page.keyboard.press('Enter');
  await expectSignedIn(page, 'morgan.wallets@example.com');
});

test('the whole passcode login with the keyboard alone', async ({ page }) => {
  const email = 'passport.valid@example.com';
  await page.goto('/auth/login');
  await tabTo(page, page.getByLabel('Email', { exact: true }));
  await page.keyboard.type(email);
  await tabTo(page, page.getByRole('checkbox', { name: /one-time passcode/ }));
  await page.keyboard.press('Space');
  const since = Date.now() - 1000;
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'One-Time Passcode' });
  await expect(dialog.getByLabel('Enter code')).toBeFocused();
  await page.keyboard.type(await codeSentTo(email, since));
  await page.keyboard.press('Enter');
  await expectSignedIn(page, email);
});

test('an expired first factor closes the 2-step dialog with its message', async ({ page }) => {
  // A persona of its own: ending its first factors cannot touch another test's login.
  const email = 'fern.expiry@example.com';
  await page.goto('/auth/login');
  await logInWithPassword(page, email);
  const dialog = page.getByRole('dialog', { name: '2 Step Verification' });
  await expect(dialog.getByLabel('Enter code')).toBeVisible();
  await expireFirstFactors(email);
  await dialog.getByLabel('Enter code').fill(await totpCode(email));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'First factor is expired, please start a new login.' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
});
