/**
 * The dialogs the login page opens: "One-Time Passcode", "2 Step Verification", and
 * the password dialog ("Reset Password", "Set a password for your account"). Each is a native modal `<dialog>` named by its title, so every
 * locator is scoped to it and cannot match the page behind it.
 */
import type { Page } from '@playwright/test';
import { createPasswordForm } from './password-form.ts';

export function createPasscodeDialog(page: Page) {
  const root = page.getByRole('dialog', { name: 'One-Time Passcode' });
  const self = {
    root,
    code: root.getByLabel('Enter code'),
    continue: root.getByRole('button', { name: 'Continue' }),
    resend: root.getByRole('button', { name: 'Resend code' }),
    /** The resend button while it rests after a resend. */
    codeSent: root.getByRole('button', { name: 'Code Sent' }),
    async enterCode(code: string): Promise<void> {
      await self.code.fill(code);
      await self.continue.click();
    },
  };
  return self;
}

export function createTwoFactorDialog(page: Page) {
  const root = page.getByRole('dialog', { name: '2 Step Verification' });
  const self = {
    root,
    /** The methods to choose from, when there are several. */
    methods: root.getByRole('radio'),
    method: (name: string | RegExp) => root.getByRole('radio', { name }),
    continue: root.getByRole('button', { name: 'Continue' }),
    code: root.getByLabel('Enter code'),
    /** A security question's answer field (its label is the question). */
    answer: root.getByRole('textbox'),
    question: root.locator('label').first(),
    verify: root.getByRole('button', { name: 'Verify' }),
    async enterCode(code: string): Promise<void> {
      await self.code.fill(code);
      await self.verify.click();
    },
  };
  return self;
}

/**
 * The new password before the login goes on: "Reset Password" when the password has
 * expired, "Set a password for your account" after Forgot Password's code.
 */
export function createPasswordDialog(
  page: Page,
  title: 'Reset Password' | 'Set a password for your account',
) {
  const root = page.getByRole('dialog', { name: title });
  return { root, ...createPasswordForm(root, 'Save password') };
}
