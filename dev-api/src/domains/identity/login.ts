/**
 * POST /identity/api/v2/login with the outcomes of spec section 4 "Login": too many
 * attempts from the address (429), a failed bot check, an account backing off after
 * failed passwords (429), wrong credentials, then in order a broker
 * redirect, a locked account, a second factor to complete, or a session token
 * (with `passwordExpired` when a new password must be set first).
 */
import type { EndpointInput } from '@lender/shared/endpoint';
import type { login } from '@lender/shared/endpoints/identity';
import { errors, type Handler } from '../../http/router.ts';
import { clientKey, tooManyRequests } from '../../http/replies.ts';
import type { Persona } from '../../seed/seed-schema.ts';
import type { DevState } from '../../state/dev-state.ts';
import { issueLoginToken } from './login-token.ts';
import { maskAlias } from './mask-alias.ts';
import { attemptPassword } from './password-attempt.ts';

export const INCORRECT_CREDENTIALS = 'The email or password you entered is incorrect.';
export const BOT_CHECK_FAILED = 'We could not confirm you are not a robot. Please try again.';

type LoginInput = EndpointInput<typeof login.request>;

export function needsSecondFactor(persona: Persona): boolean {
  return (
    persona.twoFactorEnabled ||
    persona.aliases.length > 0 ||
    !!persona.totpSecret ||
    persona.securityQuestions.length > 0
  );
}

export function loginHandler(
  state: DevState,
  brokerAuthorizeUrl: (identityUuid: string) => string,
): Handler<LoginInput> {
  return async ({ input, request }) => {
    // Per address only: an account's count starts after the bot check (password-attempt.ts),
    // so nobody can lock a person out by posting their email.
    const decision = state.limiter.check(clientKey(request));
    if (!decision.allowed) return tooManyRequests(decision.retryAfterS);
    if (!state.recaptcha.verify(input.headers['X-Recaptcha-Token'])) return errors(403, BOT_CHECK_FAILED);

    const attempt = await attemptPassword(state, input.body.email, input.body.password);
    if (attempt.outcome === 'backoff') return tooManyRequests(attempt.retryAfterS);
    if (attempt.outcome === 'wrong') return errors(401, INCORRECT_CREDENTIALS);
    const { identity } = attempt;

    const { persona } = identity;
    if (persona.isBroker) return { body: { redirectUrl: brokerAuthorizeUrl(identity.uuid) } };
    if (persona.locked) return { body: { isAccountManuallyLocked: true } };
    if (needsSecondFactor(persona)) {
      return {
        body: {
          twoFactorOptions: {
            loginUuid: state.firstFactors.start(identity.uuid),
            aliases: persona.aliases.map(maskAlias),
            emailFactorSupported: persona.aliases.some((alias) => alias.type === 'Email'),
            totpEnabled: !!persona.totpSecret,
          },
        },
      };
    }
    const jwt = await issueLoginToken(state, identity, 'password');
    return { body: identity.passwordExpired ? { jwt, passwordExpired: true } : { jwt } };
  };
}
