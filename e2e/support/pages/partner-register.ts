/**
 * The partner register page (`/auth/credit-karma/register`): the emailed code of
 * an invitation, then `step=2`, the password.
 */
import type { Page } from '@playwright/test';
import { createPasswordForm } from './password-form.ts';

export function createPartnerRegisterPage(page: Page) {
  const self = {
    code: page.getByLabel('Enter code'),
    continue: page.getByRole('button', { name: 'Continue' }),
    passwordForm: createPasswordForm(page, 'Create password'),
    /**
     * Step 2's loading state while the password form's code downloads: the app's one
     * loading component (`role="status"` with `data-loading`), told apart by its text.
     */
    passwordFormLoading: page
      .locator('[data-loading]')
      .and(page.getByRole('status'))
      .filter({ hasText: /Loading/ }),

    /** Opens the page; `search` is the query, with its `?`. */
    goto: (search = '', options?: Parameters<Page['goto']>[1]) =>
      page.goto(`/auth/credit-karma/register${search}`, options),
    async submitCode(code: string): Promise<void> {
      await self.code.fill(code);
      await self.continue.click();
    },
  };
  return self;
}
