/**
 * The signed-in identity's own calls: the identity in its legacy form (wallet
 * addresses in the `x-addr` and `x-grp` headers), whether the password must be
 * changed, changing it (with the current password unless `mayChangeWithoutCurrent`;
 * the account's other logins end), logging out (the login ends, with every token it
 * minted, and the broker's session cookie is cleared; a broker is sent to the broker's
 * sign-in page, as a brokered session ends at the broker), and the mortgage signer's
 * access-code login.
 */
import type { EndpointInput } from '@lender/shared/endpoint';
import type { accessCodeLogin, changePassword, logout } from '@lender/shared/endpoints/identity';
import { clientKey, tooManyRequests } from '../../http/replies.ts';
import { cookieTokenOf, errors, type Handler } from '../../http/router.ts';
import { endLoginOf, isReply, isSession, sessionOf, sessionWithClaims } from '../../http/session.ts';
import { hashPassword } from '../../security/passwords.ts';
import type { Login } from '../../security/logins.ts';
import type { DevState, IdentityRecord } from '../../state/dev-state.ts';
import { attemptPassword } from './password-attempt.ts';
import { issueLoginToken } from './login-token.ts';
import { actingWallet } from '../../state/acting-rule.ts';
import { brokerAuthorizeUrl } from '../broker/authorize-url.ts';
import { CLEAR_BROKER_SESSION_COOKIE } from '../broker/broker-cookie.ts';
import { allowedReturnOrigin } from '../broker/return-url.ts';

export const ACCESS_CODE_INVALID =
  'That access code is not valid. Check the code in your signing invitation.';
export const ACCESS_CODE_EXPIRED =
  'That access code has expired. Ask your loan officer for a new signing invitation.';

export function getIdentityHandler(state: DevState): Handler<unknown> {
  return async ({ bearer }) => {
    const session = await sessionWithClaims(state, bearer);
    if (!isSession(session)) return session;
    const { identity } = session;
    const { persona } = identity;
    const { addr, grp } = actingWallet(state.wallets, identity.uuid, session.claims);
    return {
      headers: { ...(addr ? { 'x-addr': addr } : {}), ...(grp ? { 'x-grp': grp } : {}) },
      body: {
        uuid: identity.uuid,
        organizationCode: persona.organizationCode,
        profileType: persona.profileType,
        aliases: persona.aliases,
        passwordExpired: identity.passwordExpired,
        twoFactorEnabled:
          persona.twoFactorEnabled || persona.aliases.length > 0 || persona.securityQuestions.length > 0,
        totpVerified: !!persona.totpSecret,
      },
    };
  };
}

export function passwordStatusHandler(state: DevState): Handler<unknown> {
  return async ({ bearer }) => {
    const identity = await sessionOf(state, bearer);
    if (isReply(identity)) return identity;
    return { body: { passwordExpired: identity.passwordExpired || identity.passwordHash === null } };
  };
}

/** Ours: how long after a passcode login its session may set a password without the current one. */
export const PASSCODE_PASSWORD_WINDOW_MS = 10 * 60 * 1000;
export const CURRENT_PASSWORD_REQUIRED =
  'Please enter your current password, or sign in again with a one-time passcode to set a new one.';
export const CURRENT_PASSWORD_INCORRECT = 'Your current password is incorrect.';

/**
 * Whether the session may set a password without giving the current one: the
 * password has expired (or there is none yet), or the session is a passcode login
 * of the last PASSCODE_PASSWORD_WINDOW_MS (the emailed code proved the address, as
 * Forgot Password and registration rely on).
 */
export function mayChangeWithoutCurrent(state: DevState, identity: IdentityRecord, login: Login): boolean {
  if (identity.passwordExpired || identity.passwordHash === null) return true;
  return login.method === 'passcode' && state.now() - login.startedAt < PASSCODE_PASSWORD_WINDOW_MS;
}

export function changePasswordHandler(
  state: DevState,
): Handler<EndpointInput<typeof changePassword.request>> {
  return async ({ input, bearer }) => {
    const session = await sessionWithClaims(state, bearer);
    if (!isSession(session)) return session;
    const { identity, claims } = session;
    const login = state.logins.get(claims.sid!)!;
    const { newPassword, currentPassword } = input.body;
    if (!mayChangeWithoutCurrent(state, identity, login)) {
      if (currentPassword === undefined) return errors(403, CURRENT_PASSWORD_REQUIRED);
      // A wrong current password counts as a failed password, with the login's backoff.
      const attempt = await attemptPassword(state, identity.email, currentPassword);
      if (attempt.outcome === 'backoff') return tooManyRequests(attempt.retryAfterS);
      if (attempt.outcome === 'wrong') return errors(403, CURRENT_PASSWORD_INCORRECT);
    }
    identity.passwordHash = await hashPassword(newPassword);
    identity.passwordExpired = false;
    // Whoever else was signed in with the old password is signed out.
    state.logins.endAllOf(identity.uuid, claims.sid);
    return { body: {} };
  };
}

export interface LogoutOptions {
  publicOrigin: string;
  allowedOrigins: readonly string[];
}

export function logoutHandler(
  state: DevState,
  { publicOrigin, allowedOrigins }: LogoutOptions,
): Handler<EndpointInput<typeof logout.request>> {
  return async ({ bearer, request, input }) => {
    const clearCookie = { 'set-cookie': CLEAR_BROKER_SESSION_COOKIE };
    const session = await sessionWithClaims(state, bearer);
    if (!isSession(session)) return { ...session, headers: { ...session.headers, ...clearCookie } };
    // The login ends, and with it every token it minted (wallet tokens, renewals).
    await endLoginOf(state, bearer!);
    // A call with both a bearer and the cookie ends both: the cookie is cleared in the browser.
    const cookieToken = cookieTokenOf(request);
    if (cookieToken && cookieToken !== bearer) await endLoginOf(state, cookieToken);
    const { isBroker } = session.identity.persona;
    if (!isBroker) return { headers: clearCookie, body: { isBroker } };
    const returnOrigin = allowedReturnOrigin(request.headers.origin, allowedOrigins);
    return {
      headers: clearCookie,
      body: {
        isBroker,
        redirectUrl: brokerAuthorizeUrl(publicOrigin, {
          applicationName: input.body.applicationName,
          ...(returnOrigin && { returnOrigin }),
        }),
      },
    };
  };
}

export function accessCodeLoginHandler(
  state: DevState,
): Handler<EndpointInput<typeof accessCodeLogin.request>> {
  return async ({ input, request }) => {
    const decision = state.limiter.check(clientKey(request), input.body.email);
    if (!decision.allowed) return tooManyRequests(decision.retryAfterS);
    const identity = state.byEmail(input.body.email);
    const accessCode = identity?.persona.accessCode;
    if (!identity || !accessCode || accessCode.code !== input.body.accessCode)
      return errors(401, ACCESS_CODE_INVALID);
    if (accessCode.expiresAt && Date.parse(accessCode.expiresAt) <= state.now())
      return errors(401, ACCESS_CODE_EXPIRED);
    return { body: { jwt: await issueLoginToken(state, identity, 'access-code') } };
  };
}
