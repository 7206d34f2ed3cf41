/**
 * "Set a password for your account" (after a passcode login of someone with no
 * password yet, or Forgot Password) and "Reset Password" (a password login whose
 * password must be changed): the shared password form in a dialog, sent with the
 * session the login just stored.
 */
import { apiClient, ModalDialog, reportError, Text } from '@lender/shared';
import { changePassword } from '@lender/shared/endpoints/identity';
import { PasswordSetupForm } from '@lender/shared/password-form';
import { PASSWORD_DIALOG_TITLES, type PasswordDialogMode } from '../login/dialog-titles.ts';
export const PASSWORD_RULES_TEXT =
  'Choose a password that is hard to guess: a few unrelated words, or a long mix of letters, numbers and symbols.';

export interface PasswordDialogProps {
  mode: PasswordDialogMode;
  /** Words the strength check counts as guessable for this user (the email). */
  userInputs: string[];
  onDone: () => void;
  onClose: () => void;
}

export default function PasswordDialog({ mode, userInputs, onDone, onClose }: PasswordDialogProps) {
  return (
    <ModalDialog open title={PASSWORD_DIALOG_TITLES[mode]} onClose={onClose}>
      <PasswordSetupForm
        userInputs={userInputs}
        submitLabel="Save password"
        intro={<Text>{PASSWORD_RULES_TEXT}</Text>}
        onLoadError={reportError}
        onSubmit={async (password) => {
          try {
            await changePassword.call(apiClient, { body: { newPassword: password } });
            onDone();
          } catch (error) {
            reportError(error);
          }
        }}
      />
    </ModalDialog>
  );
}
