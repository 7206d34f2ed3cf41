/**
 * The mortgage-signer login's rules and texts, pure: what each field says before anything
 * is sent (the email's own rules, the access code required), and the credentials as sent
 * (without the spaces around what was typed). The heading is ours: the specification
 * gives none (docs/spec-decisions.md, "Screens").
 */
import { validateEmail } from '@lender/shared';

export const SIGNER_TITLE = 'Mortgage Signer Login';
export const SIGNER_INTRO = 'Enter your email and the access code from your signing invitation.';
export const ACCESS_CODE_REQUIRED = 'Please enter your access code.';

export interface SignerCredentials {
  email: string;
  accessCode: string;
}

export function signerProblems(email: string, accessCode: string) {
  return { email: validateEmail(email), accessCode: accessCode.trim() ? null : ACCESS_CODE_REQUIRED };
}

export function signerCredentials(email: string, accessCode: string): SignerCredentials {
  return { email: email.trim(), accessCode: accessCode.trim() };
}
