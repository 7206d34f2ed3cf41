/**
 * The password step both sign-up pages end with: the shared password form (with
 * zxcvbn behind it), loaded only when the step opens. While it loads the step says
 * so; when it cannot be loaded it says that, with Retry.
 */
import { lazyPart, LazySlot } from '@lender/shared';

const passwordForm = lazyPart(async () => ({
  default: (await import('@lender/shared/password-form')).PasswordSetupForm,
}));

export const PASSWORD_FORM_LOADING = 'Loading the password form';
export const PASSWORD_FORM_FAILED = 'Something went wrong loading the password form. Please try again.';

export interface PasswordStepProps {
  submitLabel: string;
  /** Words the strength check counts as guessable for this user (the email). */
  userInputs: string[];
  onSubmit: (password: string) => Promise<void>;
  /** How the page reports a strength checker that cannot load. */
  onLoadError: (error: unknown) => void;
}

export function PasswordStep(props: PasswordStepProps) {
  return (
    <LazySlot
      part={passwordForm}
      props={props}
      loadingLabel={PASSWORD_FORM_LOADING}
      failedMessage={PASSWORD_FORM_FAILED}
    />
  );
}
