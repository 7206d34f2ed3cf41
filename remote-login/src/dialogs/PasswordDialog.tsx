/**
 * "Set a password for your account" (after a passcode login of someone with no
 * password yet, or Forgot Password) and "Reset Password" (a password login whose
 * password must be changed). The rules of section 5 with a strength meter that
 * updates as the user types; zxcvbn is loaded when the dialog opens, never with the
 * login page.
 */
import { useEffect, useRef, useState } from 'react';
import {
  Form,
  apiClient,
  Button,
  loadPasswordStrength,
  ModalDialog,
  PasswordStrengthMeter,
  passwordSetupErrors,
  Stack,
  Text,
  TextField,
  useSingleFlight,
  type PasswordScorer,
  type PasswordSetupErrors,
} from '@lender/shared';
import { changePassword } from '@lender/shared/endpoints/identity';
import { reportError, type PasswordDialogMode } from '../login/use-login-flow.ts';

export const PASSWORD_DIALOG_TITLES: Record<PasswordDialogMode, string> = {
  set: 'Set a password for your account',
  reset: 'Reset Password',
};
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
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<PasswordSetupErrors>({});
  const [scorer, setScorer] = useState<PasswordScorer | null>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmationInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    passwordInput.current?.focus();
    let live = true;
    loadPasswordStrength().then(
      (loaded) => live && setScorer(() => loaded),
      (error: unknown) => reportError(error),
    );
    return () => {
      live = false;
    };
  }, []);

  const score = scorer && password ? scorer(password, userInputs).score : null;

  const [saving, submit] = useSingleFlight(async () => {
    const strength = scorer ?? (await loadPasswordStrength());
    const found = passwordSetupErrors({ password, confirmation }, strength, userInputs);
    setErrors(found);
    if (found.password) return passwordInput.current?.focus();
    if (found.confirmation) return confirmationInput.current?.focus();
    try {
      await changePassword.call(apiClient, { body: { newPassword: password } });
      onDone();
    } catch (error) {
      reportError(error);
    }
  });

  return (
    <ModalDialog open title={PASSWORD_DIALOG_TITLES[mode]} onClose={onClose}>
      <Form onSubmit={submit}>
        <Stack gap="4">
          <Text>{PASSWORD_RULES_TEXT}</Text>
          <div>
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
              error={errors.password}
              inputRef={passwordInput}
            />
            <PasswordStrengthMeter score={score} loading={!scorer && password !== ''} />
          </div>
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={setConfirmation}
            error={errors.confirmation}
            inputRef={confirmationInput}
          />
          <Button
            type="submit"
            colorPalette="brand"
            loading={saving}
            loadingText="Saving password"
            width="full"
          >
            Save password
          </Button>
        </Stack>
      </Form>
    </ModalDialog>
  );
}
