/**
 * The partner page's automatic checks on load (spec section 4 "Registration"),
 * run when the experiment flag is on. Pure, so the three outcomes are pinned by a
 * table test:
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
