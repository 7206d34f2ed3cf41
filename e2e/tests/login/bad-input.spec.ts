/**
 * Bad input and bad answers on the login remote's forms (the login page, 2 Step Verification, the
 * mortgage signer) (issue 17, item 11; the sweep is
 * e2e/support/bad-input.ts): over-long text, unicode, pasted control characters, a double
 * submit, a request that outlasts the client's 30 s limit (on the page's clock), a 500 with and
 * without an `errors` list and a malformed JSON answer. Each ends in a clear message with the
 * typed input kept. The dev API's failure injection answers only requests that carry the test's
 * own text, so the suites beside this one are never touched.
 */
import { expectAccessible } from '../../support/a11y.ts';
import {
  answerTo,
  API,
  CONTROL_CHARACTERS,
  loginUuidOf,
  throughEveryFailure,
  throughEveryNewPasswordFailure,
  toast,
  TOO_LONG_PASSWORD,
  UNICODE_PASSWORD,
} from '../../support/bad-input.ts';
import { resetPersona, uniqueEmail } from '../../support/dev-api.ts';
import { expect, test } from '../../support/fixtures.ts';
import { createLoginPage } from '../../support/pages/login.ts';

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test.describe('the login page', () => {
  test('the password login: every failed answer says so, keeps what was typed, and is sent once', async ({
    page,
  }) => {
    const login = createLoginPage(page);
    const email = uniqueEmail('bad.login');
    await login.goto();

    // Bad input is refused on the page, with its message, and nothing is sent.
    await login.email.fill(`${'a'.repeat(250)}@example.com`);
    await login.password.fill('x'.repeat(129));
    await login.logIn.click();
    await expect(page.getByText('Please enter a valid email.')).toBeVisible();
    await expect(page.getByText(TOO_LONG_PASSWORD)).toBeVisible();
    await expectAccessible(page, 'the login form with its field errors');
    await login.email.fill(email);
    await login.password.fill('pasted\tpassword');
    await login.logIn.click();
    await expect(page.getByText(CONTROL_CHARACTERS)).toBeVisible();

    await login.password.fill(UNICODE_PASSWORD);
    await throughEveryFailure(page, {
      path: API.login,
      match: email,
      submit: login.logIn,
      kept: async () => {
        await expect(login.email).toHaveValue(email);
        await expect(login.password).toHaveValue(UNICODE_PASSWORD);
      },
    });
    // The unicode password arrives as typed: the dev API compares it, and it is wrong.
    await login.logIn.click();
    await expect(toast(page, 'The email or password you entered is incorrect.')).toBeVisible();
  });

  test('the passcode login: Send email, then the code dialog', async ({ page }) => {
    const login = createLoginPage(page);
    const email = uniqueEmail('bad.passcode');
    await login.goto();
    await login.passcodeToggle.check();
    await login.email.fill(email);
    await throughEveryFailure(page, {
      path: API.sendToken,
      match: email,
      submit: login.sendEmail,
      kept: () => expect(login.email).toHaveValue(email),
    });

    const sent = answerTo(page, API.sendToken);
    await login.sendEmail.click();
    const loginUuid = await loginUuidOf(sent);
    const dialog = login.passcodeDialog;
    await dialog.code.fill('12 34 56');
    await throughEveryFailure(page, {
      path: API.redeemToken,
      match: loginUuid,
      submit: dialog.continue,
      kept: async () => {
        await expect(dialog.root).toBeVisible();
        await expect(dialog.code).toHaveValue('123456');
      },
    });
  });

  test('the new password of an expired one: too long, pasted control characters, then every failure', async ({
    page,
  }) => {
    const login = createLoginPage(page);
    await resetPersona('bex.badinput@example.com');
    await login.goto();
    await login.logInWithPassword('bex.badinput@example.com');
    const form = login.resetPasswordDialog;
    await expect(form.root).toBeVisible();
    await form.password.fill(`${UNICODE_PASSWORD}${'x'.repeat(120)}`);
    await form.confirmation.fill(`${UNICODE_PASSWORD}${'x'.repeat(120)}`);
    await form.submit.click();
    await expect(form.root.getByText(TOO_LONG_PASSWORD)).toBeVisible();
    await expectAccessible(page, 'the Reset Password dialog with its field error');
    await form.password.fill('Granite\u0000Lantern-77');
    await form.submit.click();
    await expect(form.root.getByText(CONTROL_CHARACTERS)).toBeVisible();

    await throughEveryNewPasswordFailure(page, form);
  });
});

test.describe('2 Step Verification', () => {
  test('an emailed code, after choosing where it goes', async ({ page }) => {
    const login = createLoginPage(page);
    await login.goto();
    const answer = answerTo(page, API.login);
    await login.logInWithPassword('sasha.several@example.com');
    const loginUuid = await loginUuidOf(answer);
    const dialog = login.twoFactorDialog;
    // Choosing sends the code and moves on at once; the code is what waits for an answer.
    await dialog.method(/@/).first().check();
    await dialog.continue.click();
    await dialog.code.fill('654321');
    await throughEveryFailure(page, {
      path: API.redeemTwoFactorCode,
      match: loginUuid,
      submit: dialog.verify,
      kept: () => expect(dialog.code).toHaveValue('654321'),
    });
  });

  test('an authenticator code', async ({ page }) => {
    const login = createLoginPage(page);
    await login.goto();
    const answer = answerTo(page, API.login);
    await login.logInWithPassword('tara.totp@example.com');
    const loginUuid = await loginUuidOf(answer);
    const dialog = login.twoFactorDialog;
    await dialog.code.fill('654321');
    await throughEveryFailure(page, {
      path: API.totp,
      match: loginUuid,
      submit: dialog.verify,
      kept: () => expect(dialog.code).toHaveValue('654321'),
    });
  });

  test('a security answer: too long, control characters, unicode kept through every failure', async ({
    page,
  }) => {
    const login = createLoginPage(page);
    await login.goto();
    const answer = answerTo(page, API.login);
    await login.logInWithPassword('quinn.questions@example.com');
    const loginUuid = await loginUuidOf(answer);
    const dialog = login.twoFactorDialog;
    await dialog.answer.fill('x'.repeat(257));
    await dialog.verify.click();
    await expect(dialog.root.getByText('Please use at most 256 characters.')).toBeVisible();
    await dialog.answer.fill('Fluffy\u0007');
    await dialog.verify.click();
    await expect(dialog.root.getByText(CONTROL_CHARACTERS)).toBeVisible();
    await dialog.answer.fill('Zoë’s 猫 🐈');
    await throughEveryFailure(page, {
      path: API.question,
      match: loginUuid,
      submit: dialog.verify,
      kept: () => expect(dialog.answer).toHaveValue('Zoë’s 猫 🐈'),
    });
  });
});

test('the mortgage signer login', async ({ page }) => {
  const email = uniqueEmail('bad.signer');
  await page.goto('/account/heloc/heloc-signer/login');
  const accessCode = page.getByLabel('Access code', { exact: true });
  await page.getByLabel('Email', { exact: true }).fill(email);
  await accessCode.fill('SIGN-0000-ÄÖ');
  await throughEveryFailure(page, {
    path: API.accessCodeLogin,
    match: email,
    submit: page.getByRole('button', { name: 'Log in' }),
    kept: async () => {
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
      await expect(accessCode).toHaveValue('SIGN-0000-ÄÖ');
    },
  });
});
