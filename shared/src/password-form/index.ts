/** Setting a new password: an entry of its own, loaded by the screens that show the form. */
export { PasswordSetupForm } from './PasswordSetupForm.tsx';
