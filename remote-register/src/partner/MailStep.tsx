/** Step one: "You've got mail!", the code the invitation emailed, and Resend Code. */
import { useState } from 'react';
import {
  Button,
  CodeField,
  Form,
  Heading,
  LoadingStatus,
  SubmitWithCountdown,
  Stack,
  Text,
  useFormFields,
  useRetryCountdown,
  useSingleFlight,
  validatePartnerCode,
} from '@lender/shared';
import { COUNTDOWN_FORMS } from '../countdown-forms.ts';

export const MAIL_HEADING = "You've got mail!";
export const MAIL_TEXT =
  'We sent a 6-digit code to the email address your loan officer has on file. Enter it below to continue.';
export const CHECKING_INVITATION = 'Checking your invitation…';

export interface MailStepProps {
  /** The automatic checks are still deciding; the form waits for them. */
  checking: boolean;
  canResend: boolean;
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
}

export function MailStep({ checking, canResend, onVerify, onResend }: MailStepProps) {
  const [code, setCode] = useState('');
  const form = useFormFields<'code'>();
  const countdown = useRetryCountdown(COUNTDOWN_FORMS.partnerCode);
  const [verifying, verify] = useSingleFlight(async () => {
    if (form.check({ code: validatePartnerCode(code) })) await onVerify(code);
  });
  const [resending, resend] = useSingleFlight(onResend);

  return (
    <>
      <Heading as="h1" size="xl">
        {MAIL_HEADING}
      </Heading>
      <Text>{MAIL_TEXT}</Text>
      {checking ? (
        <LoadingStatus label={CHECKING_INVITATION} />
      ) : (
        <Form onSubmit={verify}>
          <Stack gap="4">
            <CodeField label="Enter code" value={code} onChange={setCode} {...form.field('code')} />
            <SubmitWithCountdown countdown={countdown} loading={verifying}>
              Continue
            </SubmitWithCountdown>
            <Button
              type="button"
              variant="ghost"
              onClick={() => void resend()}
              disabled={resending || !canResend}
            >
              Resend Code
            </Button>
          </Stack>
        </Form>
      )}
    </>
  );
}
