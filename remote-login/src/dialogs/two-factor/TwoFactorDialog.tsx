/**
 * The body of "2 Step Verification" (its frame and title come from DialogSlot): one component per step of the machine in
 * ../../login/two-factor.ts, driven by its controller (./use-two-factor.ts).
 * Codes sent by email or SMS go to the 2FA redeem call, authenticator codes to the
 * TOTP call, answers to the security-question call.
 */
import { LoadingStatus } from '@lender/shared';
import { type TwoFactorOptions } from '@lender/shared/endpoints/identity';
import { CodeStep } from './CodeStep.tsx';
import { MethodStep } from './MethodStep.tsx';
import { NoRecoveryStep } from './NoRecoveryStep.tsx';
import { QuestionStep } from './QuestionStep.tsx';
import { useTwoFactor } from './use-two-factor.ts';

export const LOADING_QUESTION_LABEL = 'Loading your security question…';

export interface TwoFactorDialogProps {
  options: TwoFactorOptions;
  onSignedIn: (jwt: string) => void;
  onClose: () => void;
}

export default function TwoFactorDialog({ options, onSignedIn, onClose }: TwoFactorDialogProps) {
  const flow = useTwoFactor(options, { onSignedIn, onClose });
  const { state } = flow;
  return (
    <>
      {state.step === 'selecting' ? (
        <MethodStep
          aliases={state.aliases}
          offerQuestions={state.questions.length > 0}
          initialMethod={flow.lastMethod}
          onChoose={flow.choose}
        />
      ) : null}
      {state.step === 'entering' ? (
        <CodeStep
          key={state.alias.uuid}
          alias={state.alias}
          onVerify={flow.verifyCode}
          onResend={flow.resend}
          onBack={state.canGoBack ? flow.back : undefined}
        />
      ) : null}
      {state.step === 'answering' ? (
        <QuestionStep
          key={state.question.uuid}
          question={state.question}
          onAnswer={flow.answer}
          onBack={state.canGoBack ? flow.back : undefined}
        />
      ) : null}
      {state.step === 'loading-questions' ? <LoadingStatus label={LOADING_QUESTION_LABEL} /> : null}
      {state.step === 'no-recovery' ? <NoRecoveryStep /> : null}
    </>
  );
}
