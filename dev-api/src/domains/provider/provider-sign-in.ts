/**
 * `POST /provider/wallet/api/sign-in {email, password}`: the hosted test wallet signs
 * the person in to the provider (issue 26, item 5). The stand-in's provider accounts
 * are the dev API's identities, so the check is the login's own (identity/
 * password-attempt.ts): the same per-address limit (429 with Retry-After) and the same
 * per-account backoff after failed passwords, which the two share, so the provider's
 * form is no second place to guess a password. No bot check: the provider's page has
 * none. A wrong password and an unknown email answer alike (401).
 */
import type { IncomingMessage } from 'node:http';
import * as v from 'valibot';
import { login } from '@lender/shared/endpoints/identity';
import { clientKey, tooManyRequests } from '../../http/replies.ts';
import { errors, type Reply } from '../../http/router.ts';
import type { DevState } from '../../state/dev-state.ts';
import { INCORRECT_CREDENTIALS } from '../identity/login.ts';
import { attemptPassword } from '../identity/password-attempt.ts';
import type { ProviderSessions } from './provider-sessions.ts';

export const ENTER_EMAIL_AND_PASSWORD = 'Enter the email and password of your provider account.';

/** The login's own rules for the two fields (the contract's schema). */
const signInBody = v.pick(login.request.body, ['email', 'password']);

/** What a sign-in answers: the token, when it ends (ISO 8601), and whose it is. */
export interface ProviderSignInAnswer {
  token: string;
  expiresAt: string;
  email: string;
}

export function providerSignIn(
  state: DevState,
  sessions: ProviderSessions,
): (request: IncomingMessage, body: unknown) => Promise<Reply> {
  return async (request, body) => {
    const parsed = v.safeParse(signInBody, body);
    if (!parsed.success) return errors(400, ENTER_EMAIL_AND_PASSWORD);
    const decision = state.limiter.check(clientKey(request));
    if (!decision.allowed) return tooManyRequests(decision.retryAfterS);
    const attempt = await attemptPassword(state, parsed.output.email, parsed.output.password);
    if (attempt.outcome === 'backoff') return tooManyRequests(attempt.retryAfterS);
    if (attempt.outcome === 'wrong') return errors(401, INCORRECT_CREDENTIALS);
    const { token, expiresAt } = sessions.start(attempt.identity.uuid);
    const answer: ProviderSignInAnswer = {
      token,
      expiresAt: new Date(expiresAt).toISOString(),
      email: attempt.identity.email,
    };
    return { body: answer };
  };
}
