/**
 * Bad input on the login remote's forms (issue 17, item 11), what only a browser shows: over-long
 * text and pasted control characters refused on the field with their messages, each error state
 * audited, and a unicode password that arrives as typed (the dev API compares it). One page load
 * goes through the login form, the expired password's Reset Password dialog and the 2-step
 * dialog's security answer.
 *
 * Every failed answer of every form (a 500 with and without an `errors` list, a malformed JSON
 * answer, a request that outlasts the client's 30 s limit, a double submit), each ending in a
 * clear message with the typed input kept, is swept in the forms' component tests with
 * `throughEveryFailure` and `throughEveryNewPasswordFailure` of `@lender/shared/testing`
 * (issue 40).
 */
import { expectAccessible } from '../../support/a11y.ts';
import { CONTROL_CHARACTERS, toast, TOO_LONG_PASSWORD, UNICODE_PASSWORD } from '../../support/bad-input.ts';
import { resetPersona, uniqueEmail } from '../../support/dev-api.ts';
import { expect, test } from '../../support/fixtures.ts';
import { createLoginPage } from '../../support/pages/login.ts';

test('the login form, the new password of an expired one and a security answer: too long, control characters, unicode', async ({
  page,
}) => {
  const login = createLoginPage(page);
  await resetPersona('bex.badinput@example.com');
  await login.goto();

  // The login form. Bad input is refused on the page, with its message, and nothing is sent.
  await login.email.fill(`${'a'.repeat(250)}@example.com`);
  await login.password.fill('x'.repeat(129));
  await login.logIn.click();
  await expect(page.getByText('Please enter a valid email.')).toBeVisible();
  await expect(page.getByText(TOO_LONG_PASSWORD)).toBeVisible();
  await expectAccessible(page, 'the login form with its field errors');
  await login.email.fill(uniqueEmail('bad.login'));
  await login.password.fill('pasted\tpassword');
  await login.logIn.click();
  await expect(page.getByText(CONTROL_CHARACTERS)).toBeVisible();
  // The unicode password arrives as typed: the dev API compares it, and it is wrong.
  await login.password.fill(UNICODE_PASSWORD);
  await login.logIn.click();
  const wrong = toast(page, 'The email or password you entered is incorrect.');
  await expect(wrong).toBeVisible();
  await wrong.getByRole('button', { name: 'Dismiss notification' }).click();

  // The new password of an expired one.
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
  // Closed without a new password: the login form again, signed out.
  await form.root.getByRole('button', { name: 'Close' }).click();
  await expect(form.root).toBeHidden();

  // A security answer (2 Step Verification).
  await login.logInWithPassword('quinn.questions@example.com');
  const dialog = login.twoFactorDialog;
  await dialog.answer.fill('x'.repeat(257));
  await dialog.verify.click();
  await expect(dialog.root.getByText('Please use at most 256 characters.')).toBeVisible();
  await dialog.answer.fill('Fluffy\u0007');
  await dialog.verify.click();
  await expect(dialog.root.getByText(CONTROL_CHARACTERS)).toBeVisible();
});
