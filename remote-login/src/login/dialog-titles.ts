/**
 * The login page's dialog titles (spec section 2 "Dialogs"). Apart from the dialogs
 * themselves, which load when they open, because the page shows a dialog's frame
 * with its title while the dialog loads, and when it could not be loaded.
 */
export type PasswordDialogMode = 'set' | 'reset';

export const PASSCODE_TITLE = 'One-Time Passcode';
export const PASSWORD_DIALOG_TITLES: Record<PasswordDialogMode, string> = {
  set: 'Set a password for your account',
  reset: 'Reset Password',
};
export const TWO_FACTOR_TITLE = '2 Step Verification';
export const REDIRECTING_TITLE = 'Login Redirecting';
