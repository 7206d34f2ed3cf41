/**
 * The password set-up form (`@lender/shared/password-form`): one component behind
 * the register page's password step, the partner page's step 2 and the login's
 * Reset Password dialog, so one page object, scoped to where it is shown.
 */
import type { FrameLocator, Locator, Page } from '@playwright/test';

/** A password the strength check accepts, for the tests that only need one set. */
export const STRONG_PASSWORD = 'Granite-Lantern-Harbor-77';

/**
 * @param scope the page, the dialog or the frame the form is in
 * @param submitLabel the submit button's text on this screen ("Create login", "Save password", …)
 */
export function createPasswordForm(scope: Page | Locator | FrameLocator, submitLabel: string) {
  const self = {
    password: scope.getByLabel('Password', { exact: true }),
    confirmation: scope.getByLabel('Confirm password'),
    submit: scope.getByRole('button', { name: submitLabel }),
    /** Types a password and its confirmation (the same unless told otherwise), and submits. */
    async setPassword(password = STRONG_PASSWORD, confirmation = password): Promise<void> {
      await self.password.fill(password);
      await self.confirmation.fill(confirmation);
      await self.submit.click();
    },
  };
  return self;
}
