/**
 * POST /service-lead-portal/api/borrowers/send-continue-app-email-with-otp: emails a
 * borrower who left an application a one-time passcode and a link back to the login
 * in passcode mode. The code is a passcode login, as POST /identity/api/v1/token/send
 * starts, so it redeems through PUT /identity/api/v1/token/redeem. An unknown email gets the same empty answer
 * and no email, so the endpoint does not reveal who has an account.
 */
import type { EndpointInput } from '@lender/shared/endpoint';
import type { sendContinueAppEmail } from '@lender/shared/endpoints/lead-portal';
import { clientKey, tooManyRequests } from '../../http/replies.ts';
import type { Handler } from '../../http/router.ts';
import type { DevState } from '../../state/dev-state.ts';
import { startPasscodeLogin } from '../identity/passcode.ts';

export const CONTINUE_APP_SUBJECT = 'Continue your application';

/** The login page in passcode mode with the email filled in. */
export function continueAppLink(appOrigin: string, email: string): string {
  const url = new URL('/auth/login', appOrigin);
  url.searchParams.set('otp', 'true');
  url.searchParams.set('email', email);
  return url.toString();
}

export function sendContinueAppEmailHandler(
  state: DevState,
  appOrigin: string,
): Handler<EndpointInput<typeof sendContinueAppEmail.request>> {
  return ({ input, request }) => {
    const decision = state.limiter.check(clientKey(request), input.body.email);
    if (!decision.allowed) return tooManyRequests(decision.retryAfterS);
    const identity = state.byEmail(input.body.email);
    if (identity) {
      startPasscodeLogin(state, identity, {
        subject: CONTINUE_APP_SUBJECT,
        link: () => continueAppLink(appOrigin, identity.email),
      });
    }
    return { body: {} };
  };
}
