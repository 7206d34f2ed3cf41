/**
 * What happens after a login answer (spec section 4, "Login"), as a list of steps
 * the page carries out in order. Pure, so the order is pinned by a table test.
 *
 * 1. The password must be reset: the reset dialog comes first (it needs the token,
 *    so the token is stored), and the login continues once the new password is set
 *    (plan again with `passwordReset: true`).
 * 2. `redirectUrl` present (a brokered login): go there, and nothing else, when it is on
 *    one of the runtime configuration's broker origins; an answer naming any other place is
 *    not followed (no steps: the page says the login failed).
 * 3. A locked account: the toast "Your account is locked. Please contact support.".
 * 4. A jwt: it is stored.
 * 5. `twoFactorOptions`: the 2-step dialog opens (the login finishes there).
 * 6. Signed in: with `walletconnect=true` the wallet modal opens; otherwise the stored
 *    query parameters are saved for the lead portal and the user goes to the target.
 *
 * Signed in, or leaving for the broker, the login form's email draft (./email-draft.ts)
 * is forgotten first: the page's part of the sign-in is over, and a draft must not
 * outlive it (a later visit to the login page in this tab, after logout, starts empty).
 */
import { DEFAULT_REDIRECT, isBrokerUrl } from '@lender/shared';
import { type LoginResponse, type TwoFactorOptions } from '@lender/shared/endpoints/identity';

export const ACCOUNT_LOCKED_MESSAGE = 'Your account is locked. Please contact support.';

export type LoginStep =
  | { kind: 'forget-email-draft' }
  | { kind: 'reset-password' }
  | { kind: 'leave'; url: string }
  | { kind: 'locked' }
  | { kind: 'store-token'; jwt: string }
  | { kind: 'two-factor'; options: TwoFactorOptions }
  | { kind: 'open-wallet-modal'; returnTo: string }
  | { kind: 'save-query-params' }
  | { kind: 'go'; to: string };

export interface LoginOutcomeContext {
  /** `walletconnect=true` in the start-up parameters. */
  walletconnect: boolean;
  /** The sanitised redirect target, if one was given. */
  redirectTarget?: string;
  /** The reset dialog has set a new password (second planning). */
  passwordReset?: boolean;
  /** Where a broker's redirect may lead (runtime configuration, `brokerOrigins`). */
  brokerOrigins: readonly string[];
}

export type LoginAnswer = Pick<
  LoginResponse,
  'jwt' | 'isAccountManuallyLocked' | 'twoFactorOptions' | 'redirectUrl' | 'passwordExpired'
>;

/** The steps after a session token is in hand and no other factor is due. */
export function signedInSteps(context: LoginOutcomeContext): LoginStep[] {
  const to = context.redirectTarget ?? DEFAULT_REDIRECT;
  return context.walletconnect
    ? [{ kind: 'forget-email-draft' }, { kind: 'open-wallet-modal', returnTo: to }]
    : [{ kind: 'forget-email-draft' }, { kind: 'save-query-params' }, { kind: 'go', to }];
}

export function planLogin(answer: LoginAnswer, context: LoginOutcomeContext): LoginStep[] {
  if (answer.passwordExpired && answer.jwt && !context.passwordReset)
    return [{ kind: 'store-token', jwt: answer.jwt }, { kind: 'reset-password' }];
  if (answer.redirectUrl) return brokerSteps(answer.redirectUrl, context.brokerOrigins);
  if (answer.isAccountManuallyLocked) return [{ kind: 'locked' }];
  const steps: LoginStep[] = [];
  if (answer.jwt && !context.passwordReset) steps.push({ kind: 'store-token', jwt: answer.jwt });
  if (answer.twoFactorOptions) return [...steps, { kind: 'two-factor', options: answer.twoFactorOptions }];
  if (answer.jwt) return [...steps, ...signedInSteps(context)];
  // An answer with nothing to act on: the page says the login failed (UNEXPECTED_ANSWER).
  return [];
}

export const UNEXPECTED_ANSWER_MESSAGE = 'We could not sign you in. Please try again.';

/** Leaving for the identity broker, only to a configured broker origin; else no steps. */
export function brokerSteps(url: string, brokerOrigins: readonly string[]): LoginStep[] {
  return isBrokerUrl(url, brokerOrigins) ? [{ kind: 'forget-email-draft' }, { kind: 'leave', url }] : [];
}
