/**
 * The register remote alone (its standalone page), against the dev API: a new borrower
 * registers with the emailed code and a strong password and is signed in; an invitation link
 * locks the email; the partner page's automatic
 * outcomes and `step=2`, and its password form's loading state; the validation
 * messages; the audit of each step past the first (the first screens' audit is the shell suite's routes.spec.ts); and registration with the keyboard
 * alone. Where registration goes on to another remote's screen: tests/shell/register-through-shell.spec.ts.
 * New emails are unique per run; the seeded invitees are put back to the seed
 * before and after the tests that change them.
 */
import { expectAccessible } from '../../support/a11y.ts';
import { codeSentTo, resetPersona, uniqueEmail } from '../../support/dev-api.ts';
import { expect, test } from '../../support/fixtures.ts';
import { holdScriptsContaining } from '../../support/hold-scripts.ts';
import { tabTo } from '../../support/keyboard.ts';
import { createPartnerRegisterPage } from '../../support/pages/partner-register.ts';
import { STRONG_PASSWORD } from '../../support/pages/password-form.ts';
import { createRegisterPage } from '../../support/pages/register.ts';
import { expectSignedIn } from '../../support/session.ts';

test('a new borrower registers with the emailed code and a strong password, and lands signed in', async ({
  page,
}) => {
  const email = uniqueEmail('new.borrower');
  const register = createRegisterPage(page);
  const { passwordForm } = register;
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your login' })).toBeVisible();
  await register.continue.click();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  const since = Date.now() - 1000;
  await register.submitEmail(email);
  await expect(register.code).toBeFocused();
  await expectAccessible(page, '/auth/register (code)');
  await register.verify.click();
  await expect(page.getByText('Please enter the code')).toBeVisible();
  await register.submitCode('123');
  await expect(page.getByText('Please enter a valid code')).toBeVisible();
  await register.submitCode(await codeSentTo(email, since));
  // A new email has no password yet: the password step follows.
  await expect(passwordForm.password).toBeVisible();
  await expectAccessible(page, '/auth/register (password)');
  await passwordForm.submit.click();
  await expect(page.getByText('Please enter a password.')).toBeVisible();
  await expect(page.getByText('Please confirm the password.')).toBeVisible();
  await passwordForm.password.fill('password');
  await expect(page.getByText(/Password strength: (Very weak|Weak)/)).toBeVisible();
  await passwordForm.confirmation.fill('passwore');
  await passwordForm.submit.click();
  await expect(page.getByText("The confirmation and password don't match.")).toBeVisible();
  await passwordForm.confirmation.fill('password');
  await passwordForm.submit.click();
  await expect(page.getByText('Please enter a stronger password.')).toBeVisible();
  await passwordForm.setPassword(STRONG_PASSWORD);
  await expectSignedIn(page, email);
});

test('an invitation link locks the email', async ({ page }) => {
  await page.goto('/auth/register?email=ivy.invited%40example.com');
  const { email } = createRegisterPage(page);
  await expect(email).toHaveValue('ivy.invited@example.com');
  await expect(email).toHaveAttribute('readonly', '');
  await expect(page.getByText(/ask the sender for a new invitation/)).toBeVisible();
});

test('registration with the keyboard alone', async ({ page }) => {
  const email = uniqueEmail('keyboard.borrower');
  const register = createRegisterPage(page);
  await page.goto('/auth/register');
  await tabTo(page, register.email, 10);
  const since = Date.now() - 1000;
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(register.code).toBeFocused();
  await page.keyboard.type(await codeSentTo(email, since));
  await page.keyboard.press('Enter');
  await expect(register.passwordForm.password).toBeFocused();
  await page.keyboard.type(STRONG_PASSWORD);
  await page.keyboard.press('Tab');
  await expect(register.passwordForm.confirmation).toBeFocused();
  await page.keyboard.type(STRONG_PASSWORD);
  await page.keyboard.press('Enter');
  await expectSignedIn(page, email);
});

test.describe('the partner page', () => {
  test('a registered identity goes to the login page', async ({ page }) => {
    await createPartnerRegisterPage(page).goto('?identityUuid=identity-plain-customer&loginUuid=x');
    await expect(page).toHaveURL('/auth/login');
  });

  test('no welcome email: an invitation is created and emailed', async ({ page }) => {
    const email = 'uma.uninvited@example.com';
    await resetPersona(email);
    const since = Date.now() - 1000;
    await createPartnerRegisterPage(page).goto('?identityUuid=identity-uninvited-borrower');
    await expect(page).toHaveURL(/loginUuid=/);
    await codeSentTo(email, since);
    await resetPersona(email);
  });

  test('welcome sent and token expired: a new code, then step=2 and a password, signed in', async ({
    page,
  }) => {
    const email = 'ivy.invited@example.com';
    const partner = createPartnerRegisterPage(page);
    await resetPersona(email);
    const since = Date.now() - 1000;
    await partner.goto('?identityUuid=identity-invited-borrower&loginUuid=old-login');
    await expect(page.getByRole('heading', { level: 1, name: "You've got mail!" })).toBeVisible();
    await expect(page).toHaveURL(/loginUuid=(?!old-login)/);
    await partner.continue.click();
    await expect(page.getByText('The code must be 6 digits.')).toBeVisible();
    await partner.submitCode(await codeSentTo(email, since));
    await expect(page).toHaveURL(/step=2/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Password' })).toBeVisible();
    await expect(
      page.getByText('Create a password to enable you to check the status of your loan.'),
    ).toBeVisible();
    // The form is lazily loaded: audit it, not the moment before it arrives.
    await expect(partner.passwordForm.password).toBeVisible();
    await expectAccessible(page, '/auth/credit-karma/register?step=2');
    await partner.passwordForm.setPassword(STRONG_PASSWORD);
    await expectSignedIn(page, email);
    await resetPersona(email);
  });

  test("step=2's loading state is announced and accessible, and so is the form once loaded", async ({
    page,
  }) => {
    const partner = createPartnerRegisterPage(page);
    // "Confirm password" is rendered by the password form's chunk alone.
    const passwordFormCode = await holdScriptsContaining(page, 'Confirm password');
    // Not until "load": a held script may be what the load event waits for.
    await partner.goto('?step=2', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Create Password' })).toBeVisible();
    await expect
      .poll(passwordFormCode.isHolding, { message: "the password form's code is requested" })
      .toBe(true);
    await expect(partner.passwordFormLoading).toBeVisible();
    await expectAccessible(page, '/auth/credit-karma/register?step=2, loading', { loading: true });

    passwordFormCode.release();
    await expect(partner.passwordForm.password).toBeVisible();
    await expect(partner.passwordFormLoading).toHaveCount(0);
    await expectAccessible(page, '/auth/credit-karma/register?step=2, loaded');
  });
});
