/** The buttons under a code or an answer: Verify, anything the step adds, and the way back. */
import type { ReactNode } from 'react';
import { Button } from '@lender/shared';

export const BACK_TO_METHODS_LABEL = 'Choose another method';

export interface VerifyButtonsProps {
  verifying: boolean;
  /** Offered when the user chose this method among several. */
  onBack?: () => void;
  children?: ReactNode;
}

export function VerifyButtons({ verifying, onBack, children }: VerifyButtonsProps) {
  return (
    <>
      <Button type="submit" colorPalette="brand" loading={verifying} loadingText="Verifying" width="full">
        Verify
      </Button>
      {children}
      {onBack ? (
        <Button type="button" variant="ghost" onClick={onBack}>
          {BACK_TO_METHODS_LABEL}
        </Button>
      ) : null}
    </>
  );
}
