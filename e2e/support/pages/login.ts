/**
 * The login page (`/auth/login`, remote-login), in the shell or on the remote's
 * own origin: its form, its links and the dialogs it opens.
 */
import { expect, type Page } from '@playwright/test';
import { SEED_PASSWORD } from '../dev-api.ts';
import { tabTo } from '../keyboard.ts';
import { createPasscodeDialog, createPasswordDialog, createTwoFactorDialog } from './login-dialogs.ts';

/**
 * @param origin where the page is served; the shell (the test's base URL) unless
 *   a test drives the remote alone
 */
export function createLoginPage(page: Page, origin = '') {
  const self = {
    /** The page's heading; its brand part is for the test to pin. */
    heading: page.getByRole('heading', { level: 1, name: /^Log in to / }),
    email: page.getByLabel('Email', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    passcodeToggle: page.getByRole('checkbox', { name: 'Use one-time passcode for logging into my account' }),
    logIn: page.getByRole('button', { name: 'Log in' }),
    /** The submit button in passcode mode. */
    sendEmail: page.getByRole('button', { name: 'Send email' }),
    forgotPassword: page.getByRole('button', { name: 'Forgot Password' }),
    registerLink: page.getByRole('link', { name: 'Register here' }),
    signerLink: page.getByRole('link', { name: /Mortgage signer/ }),
    passcodeDialog: createPasscodeDialog(page),
    twoFactorDialog: createTwoFactorDialog(page),
    resetPasswordDialog: createPasswordDialog(page, 'Reset Password'),
    setPasswordDialog: createPasswordDialog(page, 'Set a password for your account'),

    /** Opens the page; `search` is the query, with its `?`. */
    goto: (search = '') => page.goto(`${origin}/auth/login${search}`),
    async logInWithPassword(email: string, password = SEED_PASSWORD): Promise<void> {
      await self.email.fill(email);
      await self.password.fill(password);
      await self.logIn.click();
    },
    /** The same with the keyboard alone: Tab to the email, type, Tab, type the password, Enter. */
    async logInWithTheKeyboard(email: string, password = SEED_PASSWORD): Promise<void> {
      await tabTo(page, self.email);
      await page.keyboard.type(email);
      await page.keyboard.press('Tab');
      await expect(self.password).toBeFocused();
      await page.keyboard.type(password);
      await page.keyboard.press('Enter');
    },
  };
  return self;
}
