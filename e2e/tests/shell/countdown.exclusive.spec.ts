/**
 * One countdown for "too many attempts" (issue 32, item 2), through the dev API's limits:
 * the sentence with the time left beside the form's button, which waits (aria-disabled)
 * until zero and then works, kept over a reload; axe on the countdown; one form by
 * keyboard alone. The page clock runs the time (never real waits). Tightening the limits
 * affects every client of the dev API, so this file runs in the `exclusive` project and
 * puts everything back.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { resetEverything, setLimits } from '../../support/dev-api.ts';
import { expect, test } from '../../support/fixtures.ts';
import { createLoginPage } from '../../support/pages/login.ts';

const SENTENCE = "You're submitting requests too quickly; please give us a minute to process your last one.";
/** One attempt a minute per address: the second is refused with Retry-After ≤ 60 s. */
const ONE_A_MINUTE = { perClient: { max: 1, windowMs: 60_000 } };

test.beforeEach(async ({ page }) => {
  await resetEverything();
  await page.clock.install();
});
test.afterEach(async () => {
  await resetEverything();
});

interface FormCase {
  name: string;
  /** Opens the form and submits it once (the attempt the limit allows may be spent here). */
  submitOnce: (page: Page) => Promise<void>;
  button: (page: Page) => ReturnType<Page['getByRole']>;
}

const forms: FormCase[] = [
  {
    name: 'password login',
    submitOnce: async (page) => {
      const login = createLoginPage(page);
      await login.goto();
      await login.logInWithPassword('pat.customer@example.com', 'a wrong password');
    },
    button: (page) => page.getByRole('button', { name: 'Log in' }),
  },
  {
    name: 'passcode: Send email',
    submitOnce: async (page) => {
      await page.goto('/auth/login?otp=true&email=pat.customer%40example.com');
      await page.getByRole('button', { name: 'Send email' }).click();
      await page
        .getByRole('dialog', { name: 'One-Time Passcode' })
        .getByRole('button', { name: 'Close' })
        .click();
    },
    button: (page) => page.getByRole('button', { name: 'Send email' }),
  },
  {
    name: 'registration: email',
    submitOnce: async (page) => {
      await page.goto('/auth/register');
      await page.getByLabel('Email', { exact: true }).fill('new.borrower@example.com');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByLabel('Enter code')).toBeVisible();
      await page.goto('/auth/register');
      await page.getByLabel('Email', { exact: true }).fill('new.borrower@example.com');
    },
    button: (page) => page.getByRole('button', { name: 'Continue' }),
  },
];

for (const form of forms) {
  test(`${form.name}: the sentence and the time left, the button waits, kept over a reload, works at zero`, async ({
    page,
  }) => {
    await setLimits(ONE_A_MINUTE);
    await form.submitOnce(page);
    await form.button(page).click();
    const countdown = page.getByTestId('retry-countdown');
    await expect(countdown).toContainText(SENTENCE);
    await expect(countdown).toContainText(/Try again in (\d+ seconds|1:00)/);
    await expect(form.button(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(form.button(page)).toHaveAccessibleDescription(/Try again in/);
    await expectAccessible(page, `${form.name} counting down`);

    await page.reload();
    await expect(page.getByTestId('retry-countdown')).toContainText(SENTENCE);
    await expect(form.button(page)).toHaveAttribute('aria-disabled', 'true');

    await page.clock.runFor(61_000);
    await expect(page.getByTestId('retry-countdown')).toHaveCount(0);
    await expect(form.button(page)).not.toHaveAttribute('aria-disabled');
  });
}

test('by keyboard alone: the waiting button keeps the focus and says why, then works', async ({ page }) => {
  await setLimits(ONE_A_MINUTE);
  const login = createLoginPage(page);
  await login.goto();
  await login.logInWithTheKeyboard('pat.customer@example.com', 'a wrong password');
  await expect(page.getByRole('status').filter({ hasText: 'incorrect' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('retry-countdown')).toContainText(SENTENCE);
  await page.keyboard.press('Tab'); // from the password to the passcode checkbox
  await page.keyboard.press('Tab'); // to the waiting Log in button
  await expect(login.logIn).toBeFocused();
  await expect(login.logIn).toHaveAccessibleDescription(/Try again in/);
  await page.keyboard.press('Enter');
  await expect(login.logIn).toHaveAttribute('aria-disabled', 'true');
  await page.clock.runFor(61_000);
  await expect(login.logIn).not.toHaveAttribute('aria-disabled');
});
