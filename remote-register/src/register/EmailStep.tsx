/** Step one: the email, locked when it came in the invitation link. */
import { useState } from 'react';
import {
  EmailField,
  Form,
  SubmitWithCountdown,
  Stack,
  useFormFields,
  useRetryCountdown,
  useSingleFlight,
  validateEmail,
} from '@lender/shared';
import { COUNTDOWN_FORMS } from '../countdown-forms.ts';
import { LOCKED_EMAIL_NOTE } from './register-flow.ts';

export interface EmailStepProps {
  /** The email from the link: shown, not editable. */
  lockedEmail?: string;
  onSubmit: (email: string) => Promise<void>;
}

export function EmailStep({ lockedEmail, onSubmit }: EmailStepProps) {
  const [email, setEmail] = useState(lockedEmail ?? '');
  const form = useFormFields<'email'>();
  const countdown = useRetryCountdown(COUNTDOWN_FORMS.registerEmail);
  const [sending, submit] = useSingleFlight(async () => {
    if (form.check({ email: validateEmail(email) })) await onSubmit(email.trim());
  });

  return (
    <Form onSubmit={submit}>
      <Stack gap="4">
        <EmailField
          value={email}
          onChange={setEmail}
          readOnly={lockedEmail !== undefined}
          hint={lockedEmail !== undefined ? LOCKED_EMAIL_NOTE : undefined}
          required
          {...form.field('email')}
        />
        <SubmitWithCountdown countdown={countdown} loading={sending}>
          Continue
        </SubmitWithCountdown>
      </Stack>
    </Form>
  );
}
