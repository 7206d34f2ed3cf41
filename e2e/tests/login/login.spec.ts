/**
 * The login remote alone (its standalone page), against the dev API's personas: password and
 * passcode login, Forgot Password, every 2-step state and method, resend, locked, expired
 * password, expired first factor, no recovery method, mortgage signer, redirect targets, the
 * accessibility audit of its dialogs (the page's own, in every brand, is the shell suite's
 * routes.spec.ts), and the keyboard alone. A sign-in lands on the shell's pages, which the remote
 * does not have: `expectSignedIn` checks the address and that the stored token is the person's
 * session. Through the shell: tests/shell/login-through-shell.spec.ts. Each test signs in a persona no other test in this file
 * changes, so the suite runs in parallel against one dev API.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import {
  codeSentTo,
  expireFirstFactors,
  resetPersona,
  SEED_PASSWORD,
  totpCode,
} from '../../support/dev-api.ts';
import { expect, test } from '../../support/fixtures.ts';
import { librariesIn, recordLoads } from '../../support/first-load.ts';
import { tabTo } from '../../support/keyboard.ts';
import { createLoginPage } from '../../support/pages/login.ts';
import { STRONG_PASSWORD } from '../../support/pages/password-form.ts';
import { expectSignedIn } from '../../support/session.ts';

const BRAND = 'Keystone Home Lending';
const HEAVY = /zxcvbn|qrcode|walletconnect/i;

/** A toast (`role="status"`) with this text. */
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('the login page loads nothing heavy (its audit: routes.spec.ts)', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const login = createLoginPage(page);
  await login.goto();
  await expect(page.getByRole('heading', { level: 1, name: `Log in to ${BRAND}` })).toBeVisible();
  await expect(login.passcodeToggle).toBeVisible();
  await expect(page.getByText(/protected by reCAPTCHA/)).toBeVisible();
  expect(scripts.filter((url) => HEAVY.test(url))).toEqual([]);
});

test('a wrong password says so, stays on the page and keeps the email', async ({ page }) => {
  const login = createLoginPage(page);
  await login.goto();
  await login.logInWithPassword('pat.customer@example.com', 'not-the-password');
  await expect(toast(page, 'The email or password you entered is incorrect.')).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
  await expect(login.email).toHaveValue('pat.customer@example.com');
});

test('passcode login: Send email, the emailed code, Continue; resend says so', async ({ page }) => {
  const email = 'sid.signer@example.com';
  const login = createLoginPage(page);
  const dialog = login.passcodeDialog;
  await login.goto();
  await login.email.fill(email);
  await login.passcodeToggle.check();
  await expect(login.password).toBeHidden();
  const sentAfter = Date.now() - 1000;
  await login.sendEmail.click();
  await expect(dialog.root).toBeVisible();
  await codeSentTo(email, sentAfter);
  await expectAccessible(page, 'the One-Time Passcode dialog');
  const resentAfter = Date.now();
  await dialog.resend.click();
  // Both last the five seconds "Code Sent" shows (spec section 9); both are retried within them.
  await expect(dialog.root.locator('p', { hasText: 'Code successfully resent.' })).toBeVisible();
  await expect(dialog.codeSent).toBeDisabled();
  await dialog.enterCode(await codeSentTo(email, resentAfter));
  await expectSignedIn(page, email);
});

test('Forgot Password asks for the email, then its emailed code and a new password sign in', async ({
  page,
}) => {
  // A persona no other test signs in: its password changes here, and is put back after.
  const email = 'passport.cancelled@example.com';
  await resetPersona(email);
  const login = createLoginPage(page);
  await login.goto();
  await login.forgotPassword.click();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await expect(login.email).toBeFocused();
  await login.email.fill(email);
  const since = Date.now() - 1000;
  await login.forgotPassword.click();
  await login.passcodeDialog.enterCode(await codeSentTo(email, since));
  await expect(login.setPasswordDialog.root).toBeVisible();
  await login.setPasswordDialog.setPassword(STRONG_PASSWORD);
  await expectSignedIn(page, email);
  await resetPersona(email);
});

test.describe('2 Step Verification, each method with the keyboard alone', () => {
  test('an emailed code is sent at once to the single alias', async ({ page }) => {
    const email = 'erin.email@example.com';
    const login = createLoginPage(page);
    const dialog = login.twoFactorDialog;
    await login.goto();
    const since = Date.now() - 1000;
    await login.logInWithTheKeyboard(email);
    // The focus moves into the dialog, on the code.
    await expect(dialog.code).toBeFocused();
    await expectAccessible(page, 'the 2-step dialog, entering');
    await page.keyboard.press('Enter');
    await expect(dialog.root.getByText('The code is required.')).toBeVisible();
    await expectAccessible(page, 'the 2-step dialog, entering, with its error');
    await dialog.code.focus();
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await expect(dialog.root.getByText('The code must be 6 characters long.')).toBeVisible();
    await dialog.code.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(await codeSentTo(email, since));
    await page.keyboard.press('Enter');
    await expectSignedIn(page, email);
  });

  test('a texted code goes to the phone number', async ({ page }) => {
    const login = createLoginPage(page);
    await login.goto();
    const since = Date.now() - 1000;
    await login.logInWithTheKeyboard('sam.sms@example.com');
    await expect(login.twoFactorDialog.code).toBeFocused();
    await page.keyboard.type(await codeSentTo('4155550123', since));
    await page.keyboard.press('Enter');
    await expectSignedIn(page, 'sam.sms@example.com');
  });

  test('an authenticator-app code goes to the TOTP check', async ({ page }) => {
    const login = createLoginPage(page);
    const dialog = login.twoFactorDialog;
    await login.goto();
    await login.logInWithTheKeyboard('tara.totp@example.com');
    await expect(dialog.root.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    await expect(dialog.code).toBeFocused();
    await page.keyboard.type(await totpCode('tara.totp@example.com'));
    await page.keyboard.press('Enter');
    await expectSignedIn(page, 'tara.totp@example.com');
  });

  test('five wrong authenticator codes spend the login: the dialog says so and closes, the form keeps the email', async ({
    page,
  }) => {
    const email = 'tara.totp@example.com';
    await resetPersona(email);
    const login = createLoginPage(page);
    const dialog = login.twoFactorDialog;
    await login.goto();
    await login.logInWithPassword(email);
    const right = await totpCode(email);
    const wrong = `${(Number(right[0]) + 1) % 10}${right.slice(1)}`;
    const answered = () => page.waitForResponse((r) => r.url().endsWith('/identity/api/v1/totp'));
    for (let attempt = 1; attempt < 5; attempt++) {
      const answer = answered();
      await dialog.enterCode(wrong);
      expect((await answer).status()).toBe(400);
      await expect(
        dialog.root.getByText('The code from your authenticator app is incorrect.').first(),
      ).toBeVisible();
    }
    await dialog.enterCode(wrong);
    await expect(toast(page, 'Too many incorrect attempts. Please start a new login.')).toBeVisible();
    await expect(dialog.root).toBeHidden();
    await expect(login.email).toHaveValue(email);
    // A new login starts over.
    await login.logInWithPassword(email);
    await dialog.enterCode(await totpCode(email));
    await expectSignedIn(page, email);
    await resetPersona(email);
  });

  test('a security question is answered', async ({ page }) => {
    const answers: Record<string, string> = {
      'What was the name of your first pet?': 'Biscuit',
      'In what city were you born?': 'Dayton',
      'What was the make of your first car?': 'Volvo',
    };
    const login = createLoginPage(page);
    const dialog = login.twoFactorDialog;
    await login.goto();
    await login.logInWithTheKeyboard('quinn.questions@example.com');
    await expect(dialog.answer).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.root.getByText('Please enter your answer.')).toBeVisible();
    await expectAccessible(page, 'the 2-step dialog, answering a question, with its error');
    const question = (await dialog.question.textContent())!.trim();
    expect(Object.keys(answers)).toContain(question);
    await dialog.answer.focus();
    await page.keyboard.type(answers[question]!);
    await page.keyboard.press('Enter');
    await expectSignedIn(page, 'quinn.questions@example.com');
  });

  test('several methods start in selecting', async ({ page }) => {
    const email = 'sasha.several@example.com';
    const login = createLoginPage(page);
    const dialog = login.twoFactorDialog;
    await login.goto();
    await login.logInWithTheKeyboard(email);
    await expect(dialog.methods).toHaveCount(4);
    await expectAccessible(page, 'the 2-step dialog, selecting');
    // The radio group takes the focus; the arrow keys choose, Enter goes on.
    const emailMethod = dialog.method(/^Email a code to s\*\*\*l@example\.com$/);
    await expect(dialog.methods.first()).toBeFocused();
    for (let presses = 0; presses < 4 && !(await emailMethod.isChecked()); presses++)
      await page.keyboard.press('ArrowDown');
    await expect(emailMethod).toBeChecked();
    const since = Date.now() - 1000;
    await page.keyboard.press('Enter');
    await expect(dialog.code).toBeFocused();
    await page.keyboard.type(await codeSentTo(email, since));
    await page.keyboard.press('Enter');
    await expectSignedIn(page, email);
  });

  test('no recovery method says to contact support, with the phone link', async ({ page }) => {
    const login = createLoginPage(page);
    const dialog = login.twoFactorDialog.root;
    await login.goto();
    await login.logInWithPassword('nora.norecovery@example.com');
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
    // Escape closes it, and the focus is back where it was when the dialog opened.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(login.logIn).toBeFocused();
  });
});

test('a locked account is told so and stays', async ({ page }) => {
  const login = createLoginPage(page);
  await login.goto();
  await login.logInWithPassword('lee.locked@example.com');
  await expect(toast(page, 'Your account is locked. Please contact support.')).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
});

test('an expired password is reset first, then the login continues', async ({ page }) => {
  const email = 'eli.expired@example.com';
  await resetPersona(email);
  const login = createLoginPage(page);
  const dialog = login.resetPasswordDialog;
  await login.goto();
  // The form in place: what the page loaded by itself is behind it (the record is of what the
  // password form fetches). Not `networkidle`: Playwright can lose it for good when a request
  // finishes before DOMContentLoaded on a busy machine (microsoft/playwright#42598; issue 40).
  await expect(login.email).toBeEditable();
  const recorded = await recordLoads(page);
  await login.logInWithPassword(email);
  await expect(dialog.root).toBeVisible();
  await dialog.password.fill('password');
  await expect(dialog.root.getByText(/Password strength: (Very weak|Weak)/)).toBeVisible();
  // The password form fetches zxcvbn once it opens (found by content: the budget's positive control).
  expect(librariesIn((await recorded()).scripts)).toContain('zxcvbn');
  await expectAccessible(page, 'the Reset Password dialog');
  await dialog.confirmation.fill('password');
  await dialog.submit.click();
  await expect(dialog.root.getByText('Please enter a stronger password.')).toBeVisible();
  await dialog.setPassword(STRONG_PASSWORD);
  await expectSignedIn(page, email);
  await resetPersona(email);
});

test('the mortgage signer signs in with the access code; a wrong one is refused', async ({ page }) => {
  const login = createLoginPage(page);
  await login.goto();
  await login.signerLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mortgage Signer Login' })).toBeVisible();
  // The signer's own screen: driven here only, so no page object of its own.
  const accessCode = page.getByLabel('Access code', { exact: true });
  const logIn = page.getByRole('button', { name: 'Log in' });
  await page.getByLabel('Email', { exact: true }).fill('sid.signer@example.com');
  await accessCode.fill('WRONG-CODE');
  await logIn.click();
  await expect(toast(page, 'That access code is not valid.')).toBeVisible();
  await accessCode.fill('SIGN-4821-KX');
  await logIn.click();
  await expectSignedIn(page, 'sid.signer@example.com');
});

test('redirectUrl is honoured for our own paths and refused for others', async ({ page }) => {
  const login = createLoginPage(page);
  await login.goto(`?redirectUrl=${encodeURIComponent('/auth/wallet/create-wallet')}`);
  await login.logInWithPassword('una.unattached@example.com');
  await expect(page).toHaveURL('/auth/wallet/create-wallet');
  await page.evaluate(() => window.localStorage.clear());
  await login.goto(`?redirectUrl=${encodeURIComponent('https://evil.example/steal')}`);
  await login.logInWithPassword('una.unattached@example.com');
  await expectSignedIn(page, 'una.unattached@example.com');
});

test('the whole password login with the keyboard alone', async ({ page }) => {
  const login = createLoginPage(page);
  await login.goto();
  await tabTo(page, login.email);
  await page.keyboard.type('morgan.wallets@example.com');
  await page.keyboard.press('Tab');
  await expect(login.password).toBeFocused();
  await page.keyboard.type(SEED_PASSWORD);
  await page.keyboard.press('Enter');
  await expectSignedIn(page, 'morgan.wallets@example.com');
});

test('the whole passcode login with the keyboard alone', async ({ page }) => {
  const email = 'passport.valid@example.com';
  const login = createLoginPage(page);
  await login.goto();
  await tabTo(page, login.email);
  await page.keyboard.type(email);
  await tabTo(page, login.passcodeToggle);
  await page.keyboard.press('Space');
  const since = Date.now() - 1000;
  await page.keyboard.press('Enter');
  await expect(login.passcodeDialog.code).toBeFocused();
  await page.keyboard.type(await codeSentTo(email, since));
  await page.keyboard.press('Enter');
  await expectSignedIn(page, email);
});

test('an expired first factor closes the 2-step dialog with its message', async ({ page }) => {
  // A persona of its own: ending its first factors cannot touch another test's login.
  const email = 'fern.expiry@example.com';
  const login = createLoginPage(page);
  const dialog = login.twoFactorDialog;
  await login.goto();
  await login.logInWithPassword(email);
  await expect(dialog.code).toBeVisible();
  await expireFirstFactors(email);
  await dialog.enterCode(await totpCode(email));
  await expect(toast(page, 'First factor is expired, please start a new login.')).toBeVisible();
  await expect(dialog.root).toBeHidden();
});
