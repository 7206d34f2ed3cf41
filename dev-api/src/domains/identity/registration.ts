/**
 * Registration (spec section 4 "Registration"): where an invited borrower stands
 * (`isIdentityRegistered`, `isInquiryWelcomeEmailSent`, `isTokenExpired`), registering
 * an email (a code is emailed; redeeming it says `passwordExpired` until a password
 * is set), a broker's invitation of a borrower (an email with a code and a link to
 * the partner sign-up page), and the session check by application name.
 */
import { randomUUID } from 'node:crypto';
import type { EndpointInput } from '@lender/shared/endpoint';
import type {
  createBrokerInvite,
  register,
  registrationVerification,
  sessionCheck,
} from '@lender/shared/endpoints/identity';
import { clientKey, tooManyRequests } from '../../http/replies.ts';
import { errors, type Handler } from '../../http/router.ts';
import { isReply, sessionOf } from '../../http/session.ts';
import type { DevState, IdentityRecord } from '../../state/dev-state.ts';
import { passcodePending, startPasscodeLogin } from './passcode.ts';

export const VERIFICATION_NEEDS_BORROWER = 'Give identityUuid, or borrowerEmail with organization.';
export const NO_SUCH_BORROWER = 'No borrower was found for that invitation.';
export const ALREADY_REGISTERED = 'This borrower has already registered. Ask them to log in.';
export const INVITATION_SUBJECT = 'You have been invited to check the status of your loan';
export const REGISTRATION_SUBJECT = 'Verify your email to create your login';

/** The organization a self-registered borrower belongs to: the lender's own. */
export const DEFAULT_ORGANIZATION = 'KEYSTONE';

/** The partner sign-up page an invitation links to (spec section 2, "Partner register page"). */
export const PARTNER_REGISTER_PATH = '/auth/credit-karma/register';

function findBorrower(
  state: DevState,
  query: { identityUuid?: string; borrowerEmail?: string; organization?: string },
): IdentityRecord | undefined {
  if (query.identityUuid) return state.identities.get(query.identityUuid);
  const identity = query.borrowerEmail ? state.byEmail(query.borrowerEmail) : undefined;
  if (identity && query.organization && identity.persona.organizationCode !== query.organization)
    return undefined;
  return identity;
}

export function registrationVerificationHandler(
  state: DevState,
): Handler<EndpointInput<typeof registrationVerification.request>> {
  return ({ input }) => {
    const { query } = input;
    if (!query.identityUuid && !query.borrowerEmail) return errors(400, VERIFICATION_NEEDS_BORROWER);
    const identity = findBorrower(state, query);
    if (!identity) return errors(404, NO_SUCH_BORROWER);
    const loginExpired = query.loginUuid !== undefined && !passcodePending(state, query.loginUuid);
    return {
      body: {
        uuid: randomUUID(),
        identityUuid: identity.uuid,
        isIdentityRegistered: identity.passwordHash !== null,
        isInquiryWelcomeEmailSent: identity.invitation.welcomeEmailSent,
        isTokenExpired: identity.invitation.tokenExpired || loginExpired,
      },
    };
  };
}

/** Registers an email: a new identity with no password, and an emailed code. */
export function registerHandler(state: DevState): Handler<EndpointInput<typeof register.request>> {
  return ({ input, request }) => {
    const decision = state.limiter.check(clientKey(request), input.body.email);
    if (!decision.allowed) return tooManyRequests(decision.retryAfterS);
    const identity =
      state.byEmail(input.body.email) ?? state.createIdentity(input.body.email, DEFAULT_ORGANIZATION);
    const loginUuid = startPasscodeLogin(state, identity, { subject: REGISTRATION_SUBJECT });
    return { body: { loginUuid } };
  };
}

export function createBrokerInviteHandler(
  state: DevState,
  appOrigin: string,
): Handler<EndpointInput<typeof createBrokerInvite.request>> {
  return ({ input }) => {
    const { body } = input;
    let identity: IdentityRecord | undefined;
    if ('borrowerIdentityUuid' in body) {
      identity = state.identities.get(body.borrowerIdentityUuid);
      if (!identity) return errors(404, NO_SUCH_BORROWER);
    } else {
      const { borrowerEmail, organization } = body.borrowerIdentifier;
      identity = state.byEmail(borrowerEmail);
      if (identity && identity.persona.organizationCode !== organization)
        return errors(404, NO_SUCH_BORROWER);
      identity ??= state.createIdentity(borrowerEmail, organization);
    }
    if (identity.passwordHash !== null) return errors(409, ALREADY_REGISTERED);
    const invited = identity;
    const loginUuid = startPasscodeLogin(state, invited, {
      subject: INVITATION_SUBJECT,
      link: (uuid) => {
        const link = new URL(PARTNER_REGISTER_PATH, appOrigin);
        link.searchParams.set('loginUuid', uuid);
        link.searchParams.set('identityUuid', invited.uuid);
        return link.toString();
      },
    });
    invited.invitation = { welcomeEmailSent: true, tokenExpired: false };
    return { body: { loginUuid } };
  };
}

/** Any valid session passes for any application here; the application name is required, not checked. */
export function sessionCheckHandler(state: DevState): Handler<EndpointInput<typeof sessionCheck.request>> {
  return async ({ bearer }) => {
    const identity = await sessionOf(state, bearer);
    if (isReply(identity)) return identity;
    return { body: { authenticated: true } };
  };
}
