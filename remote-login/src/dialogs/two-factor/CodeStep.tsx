/** Entering: the code sent by email or text, or the authenticator app's; Resend for sent codes. */
import { useState } from 'react';
import {
  Button,
  CodeField,
  Form,
  Stack,
  useFormFields,
  useSingleFlight,
  validateTwoFactorCode,
} from '@lender/shared';
import { type Alias } from '@lender/shared/endpoints/identity';
import { VerifyButtons } from './VerifyButtons.tsx';
import { isTotp } from '../../login/two-factor.ts';

export const codeHint = (alias: Alias) =>
  isTotp(alias)
    ? 'Enter the 6-digit code from your authenticator app.'
    : `We sent a 6-digit code to ${alias.value}.`;

export interface CodeStepProps {
  alias: Alias;
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  /** Offered when the user chose this method among several. */
  onBack?: () => void;
}

export function CodeStep({ alias, onVerify, onResend, onBack }: CodeStepProps) {
  const [code, setCode] = useState('');
  const form = useFormFields<'code'>({ focus: 'code' });

  const [verifying, verify] = useSingleFlight(async () => {
    if (form.check({ code: validateTwoFactorCode(code) })) await onVerify(code);
  });
  const [resending, resend] = useSingleFlight(onResend);

  return (
    <Form onSubmit={verify}>
      <Stack gap="4">
        <CodeField
          label="Enter code"
          value={code}
          onChange={setCode}
          hint={codeHint(alias)}
          {...form.field('code')}
        />
        <VerifyButtons verifying={verifying} onBack={onBack}>
          {isTotp(alias) ? null : (
            <Button type="button" variant="ghost" onClick={() => void resend()} disabled={resending}>
              Resend code
            </Button>
          )}
        </VerifyButtons>
      </Stack>
    </Form>
  );
}
