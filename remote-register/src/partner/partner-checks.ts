/**
 * The partner page's automatic checks on load (spec section 4 "Registration"),
 * run when the experiment flag is on. Pure, so the outcomes are pinned by a table
 * test:
 * - the identity is registered already: go to the login page;
 * - not registered, the welcome email was sent, and its token has expired or the
 *   link has no `loginUuid`: a new code is sent;
 * - no welcome email was sent: a registration invite is created;
 * - otherwise the code from the email is still good: nothing to do.
 * A new code and a new invite are both the invite call (it emails a fresh code and
 * returns the new `loginUuid`); they differ in why.
 */
export const AUTO_CHECKS_FLAG = 'partner-register-auto-checks';

export type PartnerCheck = 'go-to-login' | 'send-new-code' | 'create-invite' | 'none';

export interface RegistrationStatus {
  isIdentityRegistered: boolean;
  isInquiryWelcomeEmailSent: boolean;
  isTokenExpired: boolean;
}

export function partnerCheck(status: RegistrationStatus, loginUuid: string | undefined): PartnerCheck {
  if (status.isIdentityRegistered) return 'go-to-login';
  if (!status.isInquiryWelcomeEmailSent) return 'create-invite';
  if (status.isTokenExpired || !loginUuid) return 'send-new-code';
  return 'none';
}

/** The calls the checks read, injected so the order is tested without a page. */
export interface PartnerCheckCalls {
  flagEnabled(): Promise<boolean>;
  registrationStatus(): Promise<RegistrationStatus>;
}

/**
 * What the page should do on load: nothing when the flag is off (the status is then
 * not even read), else what `partnerCheck` decides from the status.
 */
export async function automaticCheck(
  calls: PartnerCheckCalls,
  loginUuid: string | undefined,
): Promise<PartnerCheck> {
  if (!(await calls.flagEnabled())) return 'none';
  return partnerCheck(await calls.registrationStatus(), loginUuid);
}
