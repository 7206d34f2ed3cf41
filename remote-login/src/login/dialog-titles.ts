/**
 * The login page's dialog titles (spec section 2 "Dialogs"). They live with the page,
 * not in the dialogs' lazily loaded modules: the page opens a dialog's frame, with
 * its title, before the dialog's body has loaded (and if it cannot be loaded).
 */
export type PasswordDialogMode = 'set' | 'reset';

export const PASSCODE_TITLE = 'One-Time Passcode';
export const PASSWORD_DIALOG_TITLES: Record<PasswordDialogMode, string> = {
  set: 'Set a password for your account',
  reset: 'Reset Password',
};
export const TWO_FACTOR_TITLE = '2 Step Verification';
export const REDIRECTING_TITLE = 'Login Redirecting';
