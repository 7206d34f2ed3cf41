/**
 * The body of "Set a password for your account" (after a passcode login of someone
 * with no password yet, or Forgot Password) and "Reset Password" (a password login
 * whose password must be changed): the shared password form. Its frame and title
 * come from DialogSlot; the login's controller sends the password with the session
 * the login just stored.
 */
import { notifyError, Text } from '@lender/shared';
import { PasswordSetupForm } from '@lender/shared/password-form';

export const PASSWORD_RULES_TEXT =
  'Choose a password that is hard to guess: a few unrelated words, or a long mix of letters, numbers and symbols.';

export interface PasswordDialogProps {
  /** Words the strength check counts as guessable for this user (the email). */
  userInputs: string[];
  /** Sends the new password; reports its own failure (the form keeps what was typed). */
  onSubmit: (password: string) => Promise<void>;
}

export default function PasswordDialog({ userInputs, onSubmit }: PasswordDialogProps) {
  return (
    <PasswordSetupForm
      userInputs={userInputs}
      submitLabel="Save password"
      intro={<Text>{PASSWORD_RULES_TEXT}</Text>}
      onLoadError={notifyError}
      onSubmit={onSubmit}
    />
  );
}
