/** Setting a new password: an entry of its own, loaded by the screens that show the form. */
export { PasswordSetupForm, type PasswordSetupFormProps } from './PasswordSetupForm.tsx';
export {
  PasswordStrengthMeter,
  STRENGTH_WORDS,
  type PasswordStrengthMeterProps,
} from './PasswordStrengthMeter.tsx';
