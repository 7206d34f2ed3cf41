/**
 * The buttons under a code or an answer: Verify, anything the step adds, and the way back.
 * Verify waits out the dialog's "too many attempts" countdown, shown above it.
 */
import type { ReactNode } from 'react';
import { Button, SubmitWithCountdown, useRetryCountdown } from '@lender/shared';
import { COUNTDOWN_FORMS } from '../../login/countdown-forms.ts';

export const BACK_TO_METHODS_LABEL = 'Choose another method';

export interface VerifyButtonsProps {
  verifying: boolean;
  /** Offered when the user chose this method among several. */
  onBack?: () => void;
  children?: ReactNode;
}

export function VerifyButtons({ verifying, onBack, children }: VerifyButtonsProps) {
  const countdown = useRetryCountdown(COUNTDOWN_FORMS.twoFactor);
  return (
    <>
      <SubmitWithCountdown countdown={countdown} loading={verifying} loadingText="Verifying">
        Verify
      </SubmitWithCountdown>
      {children}
      {onBack ? (
        <Button type="button" variant="ghost" onClick={onBack}>
          {BACK_TO_METHODS_LABEL}
        </Button>
      ) : null}
    </>
  );
}
