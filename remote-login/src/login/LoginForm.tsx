/**
 * The login form: Email, Password and the one-time-passcode checkbox. In passcode
 * mode the password field goes away and the button reads "Send email". Errors show
 * under their field on submit; the first invalid field takes the focus. What the
 * user typed is kept whatever the server answers. Each change of the email is handed
 * to `onEmailChange` (the page keeps it as a draft); the password never leaves the form.
 */
import { useImperativeHandle, useState, type RefObject } from 'react';
import {
  Form,
  CheckboxField,
  EmailField,
  Stack,
  PasswordField,
  SubmitWithCountdown,
  useFormFields,
  useRetryCountdown,
  useSingleFlight,
  validateEmail,
  validateLoginPassword,
} from '@lender/shared';
import { COUNTDOWN_FORMS } from './countdown-forms.ts';

export const PASSCODE_CHECKBOX_LABEL = 'Use one-time passcode for logging into my account';

export interface LoginFormProps {
  initialEmail: string;
  startInPasscodeMode: boolean;
  onPasswordLogin: (email: string, password: string) => Promise<void>;
  onSendPasscode: (email: string) => Promise<void>;
  /** The Email field as typed, on every change. */
  onEmailChange?: (email: string) => void;
  /** Forgot Password needs the email; the page asks the form for it. */
  handle?: RefObject<LoginFormHandle | null>;
}

export interface LoginFormHandle {
  /** The typed email when it is valid; otherwise shows the email's error, focuses it and returns null. */
  checkedEmail(): string | null;
}

export function LoginForm({
  initialEmail,
  startInPasscodeMode,
  onPasswordLogin,
  onSendPasscode,
  onEmailChange,
  handle,
}: LoginFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [passcodeMode, setPasscodeMode] = useState(startInPasscodeMode);
  const form = useFormFields<'email' | 'password'>();
  const countdown = useRetryCountdown(COUNTDOWN_FORMS.login);

  useImperativeHandle(handle, () => ({
    checkedEmail() {
      return form.check({ email: validateEmail(email) }) ? email.trim() : null;
    },
  }));

  const [pending, submit] = useSingleFlight(async () => {
    const valid = form.check({
      email: validateEmail(email),
      password: validateLoginPassword(password, { passcodeMode }),
    });
    if (!valid) return;
    const address = email.trim();
    if (passcodeMode) await onSendPasscode(address);
    else await onPasswordLogin(address, password);
  });

  return (
    <Form onSubmit={submit}>
      <Stack gap="4">
        <EmailField
          name="email"
          autoComplete="username"
          value={email}
          onChange={(value) => {
            setEmail(value);
            onEmailChange?.(value);
          }}
          {...form.field('email')}
          required
        />
        {passcodeMode ? null : (
          <PasswordField
            name="password"
            purpose="current"
            value={password}
            onChange={setPassword}
            {...form.field('password')}
            required
          />
        )}
        <CheckboxField
          label={PASSCODE_CHECKBOX_LABEL}
          checked={passcodeMode}
          onChange={(checked) => {
            setPasscodeMode(checked);
            form.clear('password');
          }}
        />
        <SubmitWithCountdown countdown={countdown} loading={pending}>
          {passcodeMode ? 'Send email' : 'Log in'}
        </SubmitWithCountdown>
      </Stack>
    </Form>
  );
}
