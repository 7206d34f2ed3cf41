/**
 * Two-step verification after a password login (spec section 4): a code sent to an
 * alias (email or SMS) and redeemed, an authenticator-app code (TOTP, RFC 6238), or
 * an answer to one of the security questions. Each needs the first factor to be
 * still valid; after that "First factor is expired, please start a new login.".
 * Wrong answers are limited (second-factor-check.ts): the fifth on a login spends it
 * (SECOND_FACTOR_SPENT), and an account with too many recent ones waits.
 */
import type { EndpointInput } from '@lender/shared/endpoint';
import type {
  answerSecurityQuestion,
  redeemTwoFactorCode,
  retrieveSecurityQuestions,
  sendTwoFactorCode,
  verifyTotp as verifyTotpEndpoint,
} from '@lender/shared/endpoints/identity';
import { errors, type Handler, type Reply } from '../../http/router.ts';
import { tooManyRequests } from '../../http/replies.ts';
import { FIRST_FACTOR_EXPIRED } from '../../security/one-time-codes.ts';
import { SECOND_FACTOR_SPENT } from '../../security/second-factor-attempts.ts';
import type { DevState } from '../../state/dev-state.ts';
import { issueLoginToken } from './login-token.ts';
import { CODE_EXPIRED, CODE_INCORRECT } from './passcode.ts';
import {
  answerSecondFactor,
  judges,
  pendingIdentity,
  sendSecondFactorCode,
  type SecondFactorOutcome,
} from './second-factor-check.ts';

export const TWO_FACTOR_SUBJECT = 'Your verification code';
export const UNKNOWN_ALIAS = 'That verification method is not available for this login.';
export const TOTP_INCORRECT = 'The code from your authenticator app is incorrect.';
export const ANSWER_INCORRECT = 'That answer does not match our records.';

/** The JSON reply to an answer's outcome; `wrongMessage` names what was wrong. */
async function replyTo(state: DevState, result: SecondFactorOutcome, wrongMessage: string): Promise<Reply> {
  switch (result.outcome) {
    case 'ok':
      return { body: { jwt: await issueLoginToken(state, result.identity, 'password') } };
    case 'first-factor-expired':
      return errors(400, FIRST_FACTOR_EXPIRED);
    case 'wait':
      return tooManyRequests(result.retryAfterS);
    case 'wrong':
      return errors(400, wrongMessage);
    case 'spent':
      return errors(400, SECOND_FACTOR_SPENT);
    case 'code-expired':
      return errors(400, CODE_EXPIRED);
  }
}

export function sendTwoFactorCodeHandler(
  state: DevState,
): Handler<EndpointInput<typeof sendTwoFactorCode.request>> {
  return ({ input }) => {
    const { loginUuid, alias } = input.body;
    const identity = pendingIdentity(state, loginUuid);
    if (!identity) return errors(400, FIRST_FACTOR_EXPIRED);
    if (!sendSecondFactorCode(state, loginUuid, identity, alias, TWO_FACTOR_SUBJECT))
      return errors(400, UNKNOWN_ALIAS);
    return { body: {} };
  };
}

export function redeemTwoFactorCodeHandler(
  state: DevState,
): Handler<EndpointInput<typeof redeemTwoFactorCode.request>> {
  return ({ input }) => {
    const { loginUuid, token } = input.body;
    return replyTo(
      state,
      answerSecondFactor(state, loginUuid, judges.code(state, loginUuid, token)),
      CODE_INCORRECT,
    );
  };
}

export function verifyTotpHandler(
  state: DevState,
): Handler<EndpointInput<typeof verifyTotpEndpoint.request>> {
  return ({ input }) => {
    const { loginUuid, code } = input.body;
    return replyTo(state, answerSecondFactor(state, loginUuid, judges.totp(state, code)), TOTP_INCORRECT);
  };
}

export function retrieveSecurityQuestionsHandler(
  state: DevState,
): Handler<EndpointInput<typeof retrieveSecurityQuestions.request>> {
  return ({ input }) => {
    const identity = pendingIdentity(state, input.body.loginUuid);
    if (!identity) return errors(400, FIRST_FACTOR_EXPIRED);
    return { body: identity.persona.securityQuestions.map(({ uuid, question }) => ({ uuid, question })) };
  };
}

export function answerSecurityQuestionHandler(
  state: DevState,
): Handler<EndpointInput<typeof answerSecurityQuestion.request>> {
  return ({ input }) => {
    const { loginUuid, answers } = input.body;
    return replyTo(state, answerSecondFactor(state, loginUuid, judges.answers(answers)), ANSWER_INCORRECT);
  };
}
