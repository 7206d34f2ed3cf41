/**
 * Creating a wallet account (spec section 2, "Wallet area"; section 8 for the errors),
 * pure: the name's rule, the error shown on the field for a failed submit (with the
 * server's messages listed when it gave any), and where the person goes after (with the
 * new account selected or not). The field's own "required" rule is ./name-field.ts.
 */
import { ACCOUNT_NAME_REQUIRED, ApiError, paths, validateAccountName } from '@lender/shared';

export { ACCOUNT_NAME_REQUIRED };
export const CREATE_WALLET_TITLE = 'Create Wallet';
export const NAME_ACCOUNT_TITLE = 'Give Your Account a Name';
export const ERROR_SUBMITTING_ACCOUNT = 'Error submitting New Account';
/** Spec section 8: a failed account selection in the onboarding flow. */
export const ERROR_SELECTING_ACCOUNT = 'Error selecting account';

export const CREATE_WALLET_BENEFITS = [
  'Control your crypto and digital assets.',
  'Sign transactions securely.',
  'Reuse your identity information.',
] as const;

/** Required, then the limits of every typed text (at most 100 characters, no control characters). */
export const accountNameProblem = (name: string): string | null => validateAccountName(name);

/** "Error submitting New Account", followed by the server's messages when it listed any. */
export function submitProblem(error: unknown): string {
  const listed = error instanceof ApiError ? error.messages : [];
  return listed.length > 0 ? `${ERROR_SUBMITTING_ACCOUNT}: ${listed.join(' ')}` : ERROR_SUBMITTING_ACCOUNT;
}

export interface AfterCreate {
  /** The new account is selected before the person moves on. */
  selectNew: boolean;
  to: string;
}

/**
 * After creation: the redirect the page was given (the page there lets the person choose:
 * the modal's Select lists the new account), else on to investor-passport onboarding,
 * which acts as the selected account, so the new one is selected first.
 */
export function afterCreate(redirectUrl: string | undefined): AfterCreate {
  return redirectUrl
    ? { selectNew: false, to: redirectUrl }
    : { selectNew: true, to: paths.passportOnboarding };
}

/** A wallet page's address carrying the redirect it was given on. */
export function withRedirect(path: string, redirectUrl: string | undefined): string {
  return redirectUrl ? `${path}?${new URLSearchParams({ redirectUrl }).toString()}` : path;
}
