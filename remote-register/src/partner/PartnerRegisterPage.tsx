/**
 * The partner-branded sign-up (`/auth/credit-karma/register?loginUuid&identityUuid&step&referrer`):
 * step one is the emailed code (./MailStep.tsx), `step=2` the password
 * (./CreatePasswordStep.tsx). The controller (./use-partner-register-flow.ts) runs
 * the automatic checks on load and makes the calls.
 */
import { Stack, useStartupParams } from '@lender/shared';
import { CreatePasswordStep } from './CreatePasswordStep.tsx';
import { MailStep } from './MailStep.tsx';
import { PartnerFooter } from './PartnerFooter.tsx';
import { reportPartnerError, usePartnerRegisterFlow } from './use-partner-register-flow.ts';

export function PartnerRegisterPage() {
  const flow = usePartnerRegisterFlow(useStartupParams());
  return (
    <Stack gap="5" maxWidth="28rem" marginInline="auto">
      {flow.step === 2 ? (
        <CreatePasswordStep onSubmit={flow.setPassword} onLoadError={reportPartnerError} />
      ) : (
        <MailStep
          checking={flow.checking}
          canResend={flow.canResend}
          onVerify={flow.verifyCode}
          onResend={flow.resend}
        />
      )}
      <PartnerFooter />
    </Stack>
  );
}
