/**
 * Setting a new password (register, reset, expired password, partner sign-up): the
 * password and its confirmation as two `type=password` fields, the rules of section
 * 5 with their messages under each field, and a strength meter that updates as the
 * user types. zxcvbn (about 380 KB gzipped) is requested when this form mounts,
 * never with the page that links to it; this module is an entry of its own
 * (`@lender/shared/password-form`) so the login page does not carry it either.
 */
import { useEffect, useState, type ReactNode } from 'react';
// Through the package itself, not relative paths: this entry is a federated shared
// module of its own, and a relative import would give it a second copy of Chakra
// (and its React context) instead of the page's one.
import {
  Box,
  Button,
  Form,
  loadPasswordStrength,
  passwordSetupErrors,
  Stack,
  PasswordField,
  useFormFields,
  useSingleFlight,
  type PasswordScorer,
} from '@lender/shared';
import { PasswordStrengthMeter } from './PasswordStrengthMeter.tsx';

export interface PasswordSetupFormProps {
  /** Words the strength check counts as guessable for this user (the email). */
  userInputs: string[];
  submitLabel: string;
  /** Sends the new password; reports its own failure (the form keeps what was typed). */
  onSubmit: (password: string) => Promise<void>;
  /** What the rules are, shown above the fields. */
  intro?: ReactNode;
  /** Focus the password field when the form appears (a dialog, a new step). */
  autoFocus?: boolean;
  /** Called when the strength checker cannot load (offline): the page reports it. */
  onLoadError?: (error: unknown) => void;
}

export function PasswordSetupForm({
  userInputs,
  submitLabel,
  onSubmit,
  intro,
  autoFocus = true,
  onLoadError,
}: PasswordSetupFormProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [scorer, setScorer] = useState<PasswordScorer | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const form = useFormFields<'password' | 'confirmation'>({ focus: autoFocus ? 'password' : undefined });

  useEffect(() => {
    let live = true;
    loadPasswordStrength().then(
      (loaded) => live && setScorer(() => loaded),
      (error: unknown) => {
        if (!live) return;
        setLoadFailed(true);
        onLoadError?.(error);
      },
    );
    return () => {
      live = false;
    };
    // Once per form: the scorer is loaded once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const score = scorer && password ? scorer(password, userInputs).score : null;

  const [saving, submit] = useSingleFlight(async () => {
    let strength = scorer;
    try {
      strength ??= await loadPasswordStrength();
    } catch (error) {
      // The strength check could not load (offline): say so; the form keeps its values.
      onLoadError?.(error);
      return;
    }
    const { password: passwordError, confirmation: confirmationError } = passwordSetupErrors(
      { password, confirmation },
      strength,
      userInputs,
    );
    // In this order: the first invalid field takes the focus.
    if (form.check({ password: passwordError, confirmation: confirmationError })) await onSubmit(password);
  });

  return (
    <Form onSubmit={submit}>
      <Stack gap="4">
        {intro}
        <Box>
          <PasswordField purpose="new" value={password} onChange={setPassword} {...form.field('password')} />
          <PasswordStrengthMeter score={score} loading={!scorer && !loadFailed && password !== ''} />
        </Box>
        <PasswordField
          label="Confirm password"
          purpose="new"
          value={confirmation}
          onChange={setConfirmation}
          {...form.field('confirmation')}
        />
        <Button type="submit" colorPalette="brand" loading={saving} loadingText={submitLabel} width="full">
          {submitLabel}
        </Button>
      </Stack>
    </Form>
  );
}
