/**
 * The rules of a second-factor answer, whichever page or endpoint receives it (the
 * JSON 2fa endpoints, the broker's sign-in page): the login must be pending, the
 * account must not be waiting (too many wrong answers lately), a wrong answer counts
 * and the fifth on a login spends it (security/second-factor-attempts.ts), a right
 * one finishes the login. Each receiver turns the outcome into its own reply.
 */
import { verifyTotp } from '../../security/totp.ts';
import type { DevState, IdentityRecord } from '../../state/dev-state.ts';

/** What a judge says of an answer: an emailed or texted code can also have expired. */
export type Verdict = 'right' | 'wrong' | 'code-expired';

export type SecondFactorOutcome =
  | { outcome: 'ok'; identity: IdentityRecord }
  | { outcome: 'first-factor-expired' }
  | { outcome: 'wait'; retryAfterS: number }
  | { outcome: 'wrong'; identity: IdentityRecord }
  | { outcome: 'spent'; identity: IdentityRecord }
  | { outcome: 'code-expired'; identity: IdentityRecord };

/** The identity whose first factor `loginUuid` names while it is valid. */
export function pendingIdentity(state: DevState, loginUuid: string): IdentityRecord | undefined {
  const check = state.firstFactors.check(loginUuid);
  return check.status === 'ok' ? state.identities.get(check.subject) : undefined;
}

/** Seconds before the account may answer again; 0 when it may now. */
export function accountWaitS(state: DevState, identity: IdentityRecord): number {
  return Math.ceil(state.secondFactorAttempts.waitMs(identity.uuid) / 1000);
}

export function answerSecondFactor(
  state: DevState,
  loginUuid: string,
  judge: (identity: IdentityRecord) => Verdict,
): SecondFactorOutcome {
  const identity = pendingIdentity(state, loginUuid);
  if (!identity) return { outcome: 'first-factor-expired' };
  const waitS = accountWaitS(state, identity);
  if (waitS > 0) return { outcome: 'wait', retryAfterS: waitS };
  const verdict = judge(identity);
  if (verdict === 'code-expired') return { outcome: 'code-expired', identity };
  if (verdict === 'wrong') {
    if (!state.secondFactorAttempts.fail(loginUuid, identity.uuid)) return { outcome: 'wrong', identity };
    state.firstFactors.finish(loginUuid);
    return { outcome: 'spent', identity };
  }
  state.firstFactors.finish(loginUuid);
  return { outcome: 'ok', identity };
}

const codeKey = (loginUuid: string) => `2fa:${loginUuid}`;

/** Sends a code for `loginUuid` to one of the identity's code aliases; false when it has no such alias. */
export function sendSecondFactorCode(
  state: DevState,
  loginUuid: string,
  identity: IdentityRecord,
  aliasUuid: string,
  subject: string,
): boolean {
  const alias = identity.persona.aliases.find((a) => a.uuid === aliasUuid && a.type !== 'TOTP');
  if (!alias) return false;
  state.outbox.send({ to: alias.value, subject, code: state.codes.issue(codeKey(loginUuid)) });
  return true;
}

/** The judges of the three kinds of answer. */
export const judges = {
  code: (state: DevState, loginUuid: string, code: string) => (): Verdict => {
    const result = state.codes.redeem(codeKey(loginUuid), code);
    if (result === 'wrong') return 'wrong';
    return result === 'ok' ? 'right' : 'code-expired';
  },
  totp:
    (state: DevState, code: string) =>
    ({ persona }: IdentityRecord): Verdict =>
      persona.totpSecret && verifyTotp(persona.totpSecret, code, state.now) ? 'right' : 'wrong',
  answers:
    (answers: readonly { securityQuestionUuid: string; answer: string }[]) =>
    ({ persona }: IdentityRecord): Verdict => {
      const normalise = (answer: string) => answer.trim().toLowerCase();
      const allRight =
        answers.length > 0 &&
        answers.every(({ securityQuestionUuid, answer }) => {
          const question = persona.securityQuestions.find((q) => q.uuid === securityQuestionUuid);
          return question !== undefined && normalise(question.answer) === normalise(answer);
        });
      return allRight ? 'right' : 'wrong';
    },
};
