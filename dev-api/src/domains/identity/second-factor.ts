/**
 * Two-step verification after a password login (spec section 4): a code sent to an
 * alias (email or SMS) and redeemed, an authenticator-app code (TOTP, RFC 6238), or
 * an answer to one of the security questions. Each needs the first factor to be
 * still valid; after that "First factor is expired, please start a new login.".
 * Wrong answers are limited (security/second-factor-attempts.ts): the fifth on a login
 * spends it (SECOND_FACTOR_SPENT), and an account with too many recent ones waits.
 */
import type { EndpointInput } from '@lender/shared';
import type {
  answerSecurityQuestion,
  redeemTwoFactorCode,
  retrieveSecurityQuestions,
  sendTwoFactorCode,
  verifyTotp as verifyTotpEndpoint,
} from '@lender/shared/endpoints/identity';
import { errors, type Handler, type Reply } from '../../http/router.ts';
import { isReply } from '../../http/session.ts';
import { tooManyRequests } from '../../http/replies.ts';
import { FIRST_FACTOR_EXPIRED } from '../../security/one-time-codes.ts';
import { SECOND_FACTOR_SPENT } from '../../security/second-factor-attempts.ts';
import { verifyTotp } from '../../security/totp.ts';
import type { DevState, IdentityRecord } from '../../state/dev-state.ts';
import { issueLoginToken } from './login-token.ts';
import { CODE_EXPIRED, CODE_INCORRECT } from './passcode.ts';

export const TWO_FACTOR_SUBJECT = 'Your verification code';
export const UNKNOWN_ALIAS = 'That verification method is not available for this login.';
export const TOTP_INCORRECT = 'The code from your authenticator app is incorrect.';
export const ANSWER_INCORRECT = 'That answer does not match our records.';

const codeKey = (loginUuid: string) => `2fa:${loginUuid}`;

/** The identity whose first factor `loginUuid` names, or the reply that refuses. */
function pending(state: DevState, loginUuid: string): IdentityRecord | Reply {
  const check = state.firstFactors.check(loginUuid);
  if (check.status !== 'ok') return errors(400, FIRST_FACTOR_EXPIRED);
  return state.identities.get(check.subject) ?? errors(400, FIRST_FACTOR_EXPIRED);
}

/** 429 while the account has answered wrong too often; otherwise nothing. */
function accountWait(state: DevState, identity: IdentityRecord): Reply | undefined {
  const waitMs = state.secondFactorAttempts.waitMs(identity.uuid);
  return waitMs > 0 ? tooManyRequests(Math.ceil(waitMs / 1000)) : undefined;
}

/** A wrong answer: counted, and the login spent when it was one too many. */
function wrongAnswer(state: DevState, loginUuid: string, identity: IdentityRecord, message: string): Reply {
  if (!state.secondFactorAttempts.fail(loginUuid, identity.uuid)) return errors(400, message);
  state.firstFactors.finish(loginUuid);
  return errors(400, SECOND_FACTOR_SPENT);
}

async function complete(state: DevState, loginUuid: string, identity: IdentityRecord): Promise<Reply> {
  state.firstFactors.finish(loginUuid);
  return { body: { jwt: await issueLoginToken(state, identity) } };
}

export function sendTwoFactorCodeHandler(
  state: DevState,
): Handler<EndpointInput<typeof sendTwoFactorCode.request>> {
  return ({ input }) => {
    const identity = pending(state, input.body.loginUuid);
    if (isReply(identity)) return identity;
    const alias = identity.persona.aliases.find((a) => a.uuid === input.body.alias && a.type !== 'TOTP');
    if (!alias) return errors(400, UNKNOWN_ALIAS);
    const code = state.codes.issue(codeKey(input.body.loginUuid));
    state.outbox.send({ to: alias.value, subject: TWO_FACTOR_SUBJECT, code });
    return { body: {} };
  };
}

export function redeemTwoFactorCodeHandler(
  state: DevState,
): Handler<EndpointInput<typeof redeemTwoFactorCode.request>> {
  return async ({ input }) => {
    const identity = pending(state, input.body.loginUuid);
    if (isReply(identity)) return identity;
    const waiting = accountWait(state, identity);
    if (waiting) return waiting;
    const result = state.codes.redeem(codeKey(input.body.loginUuid), input.body.token);
    if (result === 'wrong') return wrongAnswer(state, input.body.loginUuid, identity, CODE_INCORRECT);
    if (result !== 'ok') return errors(400, CODE_EXPIRED);
    return complete(state, input.body.loginUuid, identity);
  };
}

export function verifyTotpHandler(
  state: DevState,
): Handler<EndpointInput<typeof verifyTotpEndpoint.request>> {
  return async ({ input }) => {
    const identity = pending(state, input.body.loginUuid);
    if (isReply(identity)) return identity;
    const waiting = accountWait(state, identity);
    if (waiting) return waiting;
    const secret = identity.persona.totpSecret;
    if (!secret || !verifyTotp(secret, input.body.code, state.now))
      return wrongAnswer(state, input.body.loginUuid, identity, TOTP_INCORRECT);
    return complete(state, input.body.loginUuid, identity);
  };
}

export function retrieveSecurityQuestionsHandler(
  state: DevState,
): Handler<EndpointInput<typeof retrieveSecurityQuestions.request>> {
  return ({ input }) => {
    const identity = pending(state, input.body.loginUuid);
    if (isReply(identity)) return identity;
    return { body: identity.persona.securityQuestions.map(({ uuid, question }) => ({ uuid, question })) };
  };
}

const normalise = (answer: string) => answer.trim().toLowerCase();

export function answerSecurityQuestionHandler(
  state: DevState,
): Handler<EndpointInput<typeof answerSecurityQuestion.request>> {
  return async ({ input }) => {
    const identity = pending(state, input.body.loginUuid);
    if (isReply(identity)) return identity;
    const waiting = accountWait(state, identity);
    if (waiting) return waiting;
    const questions = identity.persona.securityQuestions;
    const allRight = input.body.answers.every(({ securityQuestionUuid, answer }) => {
      const question = questions.find((q) => q.uuid === securityQuestionUuid);
      return question !== undefined && normalise(question.answer) === normalise(answer);
    });
    if (!allRight) return wrongAnswer(state, input.body.loginUuid, identity, ANSWER_INCORRECT);
    return complete(state, input.body.loginUuid, identity);
  };
}
