/**
 * 429: too many attempts answer with the specification's sentence. Tightening the
 * limits affects every client of the dev API, so this file runs alone after the
 * rest of the suite (the `exclusive` project) and puts everything back.
 */
import { resetEverything, SEED_PASSWORD, setLimits } from '../../support/dev-api.ts';
import { expect, test } from '../../support/fixtures.ts';
import { createLoginPage } from '../../support/pages/login.ts';

// Before: the rest of the suite signed the same people in within the last minute, and
// those attempts count against the tightened limit. After: everything back.
test.beforeEach(async () => {
  await resetEverything();
});

test.afterEach(async () => {
  await resetEverything();
});

test('too many attempts say "You\'re submitting requests too quickly…" beside the waiting button', async ({
  page,
}) => {
  // One failed password (past the bot check) and the account backs off for a minute.
  await setLimits({ failedPasswords: { max: 1, windowMs: 60_000, backoffMs: 60_000 } });
  const login = createLoginPage(page);
  await login.goto();
  await login.logInWithPassword('pat.customer@example.com', 'a wrong password');
  await expect(
    page.getByRole('status').filter({ hasText: 'The email or password you entered is incorrect.' }),
  ).toBeVisible();
  await login.password.fill(SEED_PASSWORD);
  await login.logIn.click();
  // Beside the button with the time left, no longer a toast (countdown.exclusive.spec.ts).
  await expect(page.getByTestId('retry-countdown')).toContainText(
    "You're submitting requests too quickly; please give us a minute to process your last one.",
  );
  await expect(page).toHaveURL('/auth/login');
  await expect(login.logIn).toHaveAttribute('aria-disabled', 'true');
});
