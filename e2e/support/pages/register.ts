/**
 * The register page's three steps (`/auth/register`, and the HELOC register page
 * `/account/heloc/register`, which is the same flow): the email, the emailed code,
 * and the password.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { codeSentTo } from '../dev-api.ts';
import { createPasswordForm, STRONG_PASSWORD } from './password-form.ts';

/** @param page the page, or the partner embed's frame (tests/shell/embed-register.spec.ts) */
export function createRegisterPage(page: Page | FrameLocator) {
  const self = {
    email: page.getByLabel('Email', { exact: true }),
    continue: page.getByRole('button', { name: 'Continue' }),
    code: page.getByLabel('Enter code'),
    verify: page.getByRole('button', { name: 'Verify' }),
    passwordForm: createPasswordForm(page, 'Create login'),

    async submitEmail(email: string): Promise<void> {
      await self.email.fill(email);
      await self.continue.click();
    },
    async submitCode(code: string): Promise<void> {
      await self.code.fill(code);
      await self.verify.click();
    },
    /** The whole flow for a new email, from the open page: email, the code it was sent, a strong password. */
    async register(email: string): Promise<void> {
      // A second of slack: the dev API's clock and ours are the same machine's, read at different moments.
      const since = Date.now() - 1000;
      await self.submitEmail(email);
      await self.submitCode(await codeSentTo(email, since));
      await self.passwordForm.setPassword(STRONG_PASSWORD);
    },
  };
  return self;
}
