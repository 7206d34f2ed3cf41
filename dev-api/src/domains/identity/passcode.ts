/**
 * Passcode login: POST /identity/api/v1/token/send emails a 6-digit code (also the
 * resend, which replaces the previous code) and PUT /identity/api/v1/token/redeem
 * exchanges it for a session. Someone with no password yet (new or invited) gets a
 * code valid for 10 minutes and `passwordExpired`, so the password step follows.
 * An unknown email gets the same answer and no email, so the endpoint does not
 * reveal who has an account.
 */
import { randomUUID } from 'node:crypto';
import type { EndpointInput } from '@lender/shared/endpoint';
import type { redeemToken, sendToken } from '@lender/shared/endpoints/identity';
import { clientKey, tooManyRequests } from '../../http/replies.ts';
import { errors, type Handler } from '../../http/router.ts';
import { DEFAULT_CODE_VALIDITY_MS, NEW_USER_CODE_VALIDITY_MS } from '../../security/one-time-codes.ts';
import type { DevState, IdentityRecord } from '../../state/dev-state.ts';
import { issueLoginToken } from './login-token.ts';

export const PASSCODE_SUBJECT = 'Your one-time passcode';
export const CODE_INCORRECT = 'The code is incorrect. Please check it and try again.';
export const CODE_EXPIRED = 'This code has expired or was already used. Please request a new one.';

const codeKey = (loginUuid: string) => `passcode:${loginUuid}`;

/**
 * Emails `identity` a code for a new passcode login and returns the login's uuid.
 * Someone with no password yet gets the new-user validity (10 minutes). The
 * invitation and registration calls use it too, with their own subject and link.
 */
export function startPasscodeLogin(
  state: DevState,
  identity: IdentityRecord,
  message: { subject?: string; link?: (loginUuid: string) => string } = {},
): string {
  const loginUuid = randomUUID();
  const newUser = identity.passwordHash === null;
  const code = state.codes.issue(codeKey(loginUuid), {
    validityMs: newUser ? NEW_USER_CODE_VALIDITY_MS : DEFAULT_CODE_VALIDITY_MS,
  });
  state.passcodeLogins.set(loginUuid, identity.uuid);
  state.outbox.send({
    to: identity.email,
    subject: message.subject ?? PASSCODE_SUBJECT,
    code,
    ...(message.link ? { link: message.link(loginUuid) } : {}),
  });
  return loginUuid;
}

/** Whether the code of a passcode login can still be redeemed. */
export const passcodePending = (state: DevState, loginUuid: string): boolean =>
  state.codes.peek(codeKey(loginUuid)) !== null;

export function sendTokenHandler(state: DevState): Handler<EndpointInput<typeof sendToken.request>> {
  return ({ input, request }) => {
    const decision = state.limiter.check(clientKey(request), input.body.email);
    if (!decision.allowed) return tooManyRequests(decision.retryAfterS);
    const identity = state.byEmail(input.body.email);
    const loginUuid = identity ? startPasscodeLogin(state, identity) : randomUUID();
    return { body: { uuid: loginUuid, redirect: null } };
  };
}

export function redeemTokenHandler(state: DevState): Handler<EndpointInput<typeof redeemToken.request>> {
  return async ({ input }) => {
    const { loginUuid, token } = input.body;
    const result = state.codes.redeem(codeKey(loginUuid), token);
    if (result === 'wrong') return errors(400, CODE_INCORRECT);
    if (result !== 'ok') return errors(400, CODE_EXPIRED);
    const identity = state.identities.get(state.passcodeLogins.get(loginUuid) ?? '');
    if (!identity) return errors(400, CODE_EXPIRED);
    state.passcodeLogins.delete(loginUuid);
    const jwt = await issueLoginToken(state, identity, 'passcode');
    const passwordExpired = identity.passwordHash === null || identity.passwordExpired;
    return { body: { jwt, loginUuid, email: identity.email, passwordExpired } };
  };
}
