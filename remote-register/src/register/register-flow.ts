/**
 * Registration's rules (spec section 4 "Registration"), pure so they are pinned by
 * tests: the three steps, what follows the code, where a finished registration
 * lands, and the wording of the two pages that share the steps.
 */
import { DEFAULT_REDIRECT, paths, type StartupParams } from '@lender/shared';

export type RegisterStep = 'email' | 'code' | 'password';

export const REGISTER_HEADING = 'Create your login';
export const REGISTER_INTRO =
  'To create your login, verify your email address and then set a unique password for your account.';
export const LOCKED_EMAIL_NOTE =
  'This is the email address your invitation was sent to. If it is wrong, ask the sender for a new invitation.';

/** `/account/heloc/register` says which account the login is for. */
export function registerHeading(variant: 'standard' | 'heloc', brandName: string): string {
  return variant === 'heloc'
    ? `${REGISTER_HEADING} for your HELOC account with ${brandName}`
    : REGISTER_HEADING;
}

/** After the code: a new email has no password yet (`passwordExpired`), so the password step follows. */
export function stepAfterCode(answer: { passwordExpired?: boolean }): 'password' | 'done' {
  return answer.passwordExpired ? 'password' : 'done';
}

/** Where a finished registration goes: Create Wallet with `flow=wallet`, else the sanitised target. */
export function registerTarget(params: Pick<StartupParams, 'flow' | 'redirectUrl'>): string {
  if (params.flow === 'wallet') return paths.createWallet;
  return params.redirectUrl ?? DEFAULT_REDIRECT;
}
