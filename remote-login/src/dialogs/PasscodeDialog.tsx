/**
 * The body of "One-Time Passcode" (its frame and title come from DialogSlot): the emailed code, Continue, and "Resend code". After a resend
 * the dialog says "Code successfully resent." and the button reads "Code Sent" for
 * five seconds (spec section 9).
 */
import { useEffect, useState } from 'react';
import {
  Form,
  Button,
  CODE_LENGTH,
  CODE_RESENT_MESSAGE,
  CodeField,
  SubmitWithCountdown,
  Stack,
  Text,
  useFormFields,
  useRetryCountdown,
  useSingleFlight,
  validatePasscode,
} from '@lender/shared';
import { COUNTDOWN_FORMS } from '../login/countdown-forms.ts';

export const CODE_SENT_LABEL_MS = 5_000;
export const PASSCODE_LENGTH_MESSAGE = 'The code must be 6 digits.';

export interface PasscodeDialogProps {
  email: string;
  onContinue: (code: string) => Promise<void>;
  onResend: () => Promise<boolean>;
  /** How long "Code Sent" stays after a resend; the specification's 5 seconds unless a test says. */
  codeSentLabelMs?: number;
}

export default function PasscodeDialog({
  email,
  onContinue,
  onResend,
  codeSentLabelMs = CODE_SENT_LABEL_MS,
}: PasscodeDialogProps) {
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(false);
  const form = useFormFields<'code'>({ focus: 'code' });
  const countdown = useRetryCountdown(COUNTDOWN_FORMS.passcode);
  useEffect(() => {
    if (!resent) return undefined;
    const timer = setTimeout(() => setResent(false), codeSentLabelMs);
    return () => clearTimeout(timer);
  }, [resent, codeSentLabelMs]);

  const [continuing, submit] = useSingleFlight(async () => {
    // Required (section 5), then the 6 digits the redeem call accepts.
    const problem = validatePasscode(code) ?? (code.length === CODE_LENGTH ? null : PASSCODE_LENGTH_MESSAGE);
    if (form.check({ code: problem })) await onContinue(code);
  });
  const [resending, resend] = useSingleFlight(async () => {
    if (await onResend()) setResent(true);
  });

  return (
    <Form onSubmit={submit}>
      <Stack gap="4">
        <Text>We sent a one-time passcode to {email}.</Text>
        <CodeField label="Enter code" value={code} onChange={setCode} {...form.field('code')} />
        {resent ? <Text color="green.700">{CODE_RESENT_MESSAGE}</Text> : null}
        <SubmitWithCountdown countdown={countdown} loading={continuing}>
          Continue
        </SubmitWithCountdown>
        <Button type="button" variant="ghost" onClick={() => void resend()} disabled={resending || resent}>
          {resent ? 'Code Sent' : 'Resend code'}
        </Button>
      </Stack>
    </Form>
  );
}
