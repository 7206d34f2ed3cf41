/** Step two: the 6-digit code emailed to verify the address. It takes the focus when it opens. */
import { useState } from 'react';
import {
  CodeField,
  Form,
  SubmitWithCountdown,
  Stack,
  Text,
  useFormFields,
  useRetryCountdown,
  useSingleFlight,
  validateRegistrationCode,
} from '@lender/shared';
import { COUNTDOWN_FORMS } from '../countdown-forms.ts';

export interface CodeStepProps {
  email: string;
  onSubmit: (code: string) => Promise<void>;
}

export function CodeStep({ email, onSubmit }: CodeStepProps) {
  const [code, setCode] = useState('');
  const form = useFormFields<'code'>({ focus: 'code' });
  const countdown = useRetryCountdown(COUNTDOWN_FORMS.registerCode);
  const [verifying, submit] = useSingleFlight(async () => {
    if (form.check({ code: validateRegistrationCode(code) })) await onSubmit(code);
  });

  return (
    <Form onSubmit={submit}>
      <Stack gap="4">
        <Text>We sent a 6-digit code to {email}. Enter it to verify your email address.</Text>
        <CodeField label="Enter code" value={code} onChange={setCode} {...form.field('code')} />
        <SubmitWithCountdown countdown={countdown} loading={verifying}>
          Verify
        </SubmitWithCountdown>
      </Stack>
    </Form>
  );
}
