/**
 * What the broker's sign-in page does after a right password, by the same rules as
 * the v2 login and its dialog (spec section 4): a locked account stops; an account
 * with a second factor answers it (a code sent to an alias, an authenticator code,
 * a security question), with the same limits on wrong answers
 * (identity/second-factor-check.ts); an expired password is replaced before the
 * session is given. Only then does the page set the session cookie (`finish`).
 * The route (sign-in-route.ts) checks the post's origin first and turns the step
 * field into a call here.
 */
import { serviceRules } from '@lender/shared/stand-ins';
import type { Reply } from '../../http/router.ts';
import { FIRST_FACTOR_EXPIRED } from '../../security/one-time-codes.ts';
import { checkPassword, hashPassword } from '../../security/passwords.ts';
import { TOO_MANY_REQUESTS } from '../../security/rate-limit.ts';
import { SECOND_FACTOR_SPENT } from '../../security/second-factor-attempts.ts';
import type { Persona } from '../../seed/seed-schema.ts';
import type { DevState, IdentityRecord } from '../../state/dev-state.ts';
import { needsSecondFactor } from '../identity/login.ts';
import { maskAlias } from '../identity/mask-alias.ts';

import { CODE_EXPIRED, CODE_INCORRECT } from '../identity/passcode.ts';
import {
  answerSecondFactor,
  judges,
  pendingIdentity,
  sendSecondFactorCode,
  type SecondFactorOutcome,
  type Verdict,
} from '../identity/second-factor-check.ts';
import {
  ANSWER_INCORRECT,
  TOTP_INCORRECT,
  TWO_FACTOR_SUBJECT,
  UNKNOWN_ALIAS,
} from '../identity/second-factor.ts';
import {
  codeSentPrompt,
  renderCodePage,
  renderMethodPage,
  renderNewPasswordPage,
  renderQuestionPage,
  TOTP_PROMPT,
  type MethodChoice,
} from './second-step-pages.ts';
import type { SignInCarry } from './sign-in-page.ts';

// The forms' rules, without the main entry's UI library (@lender/shared/stand-ins, `serviceRules`).
const { loadPasswordStrength, passwordSetupErrors, SECURITY_ANSWER_REQUIRED, validateTwoFactorCode } =
  serviceRules;

export const BROKER_ACCOUNT_LOCKED = 'This account is locked. Please contact your lender to unlock it.';
/** The specification's text for an account with two-step verification and no method. */
export const NO_RECOVERY_METHODS =
  'You do not have any two-factor recovery methods configured. Please contact customer support for assistance.';
/** Our text: a new password must be new. */
export const SAME_PASSWORD = 'Please choose a password other than your current one.';

export const TOTP_METHOD = 'totp';
export const QUESTION_METHOD = 'question';

/** What a step needs from the route: the checked carry, and how to answer. */
export interface StepContext {
  state: DevState;
  carry: SignInCarry;
  /** A page of the flow, with the page's headers. */
  show(html: string, status?: number, headers?: Record<string, string>): Reply;
  /** Back to the first form (a fresh bot-check token), saying why. */
  startAgain(error: string, status: number, email?: string, headers?: Record<string, string>): Reply;
  /** Both factors passed and the password is current: the session cookie and the way back. */
  finish(identity: IdentityRecord): Promise<Reply>;
}

/** The second factors an account can answer, in the dialog's order: aliases, the authenticator, a question. */
export function methodsOf(persona: Persona): MethodChoice[] {
  const aliases = persona.aliases.flatMap((alias) => {
    const { value } = maskAlias(alias);
    if (alias.type === 'Email') return [{ value: alias.uuid, label: `Email a code to ${value}` }];
    if (alias.type === 'Phone') return [{ value: alias.uuid, label: `Text a code to ${value}` }];
    return [];
  });
  return [
    ...aliases,
    ...(persona.totpSecret ? [{ value: TOTP_METHOD, label: 'Use my authenticator app' }] : []),
    ...(persona.securityQuestions.length > 0
      ? [{ value: QUESTION_METHOD, label: 'Answer a security question' }]
      : []),
  ];
}

/** After a right password. */
export function afterPassword(ctx: StepContext, identity: IdentityRecord): Promise<Reply> | Reply {
  if (identity.persona.locked) return ctx.startAgain(BROKER_ACCOUNT_LOCKED, 403, identity.email);
  if (!needsSecondFactor(identity.persona)) return afterFactors(ctx, identity);
  const methods = methodsOf(identity.persona);
  if (methods.length === 0) return ctx.startAgain(NO_RECOVERY_METHODS, 403, identity.email);
  const loginUuid = ctx.state.firstFactors.start(identity.uuid);
  // One method is opened at once; a single alias's code is sent at once, as the dialog does.
  if (methods.length === 1) return openMethod(ctx, identity, loginUuid, methods[0]!.value);
  return ctx.show(renderMethodPage({ carry: ctx.carry, loginUuid, methods }));
}

/** Both factors passed: a new password first when the old one has expired. */
function afterFactors(ctx: StepContext, identity: IdentityRecord): Promise<Reply> | Reply {
  if (!identity.passwordExpired) return ctx.finish(identity);
  const ticket = ctx.state.tickets.issue('set-expired-password', identity.uuid);
  return ctx.show(renderNewPasswordPage({ carry: ctx.carry, ticket }));
}

const expired = (ctx: StepContext) => ctx.startAgain(FIRST_FACTOR_EXPIRED, 400);

function codePrompt(identity: IdentityRecord, method: string): string {
  if (method === TOTP_METHOD) return TOTP_PROMPT;
  const alias = identity.persona.aliases.find((a) => a.uuid === method);
  return codeSentPrompt(alias ? maskAlias(alias).value : 'you');
}

function showCodePage(
  ctx: StepContext,
  identity: IdentityRecord,
  loginUuid: string,
  method: string,
  error?: string,
  status = 200,
  headers?: Record<string, string>,
) {
  const page = renderCodePage({
    carry: ctx.carry,
    loginUuid,
    method,
    prompt: codePrompt(identity, method),
    error,
    resend: method !== TOTP_METHOD,
    otherMethods: methodsOf(identity.persona).length > 1,
  });
  return ctx.show(page, status, headers);
}

function showQuestion(
  ctx: StepContext,
  identity: IdentityRecord,
  loginUuid: string,
  questionUuid?: string,
  error?: string,
  status = 200,
  headers?: Record<string, string>,
) {
  const questions = identity.persona.securityQuestions;
  // One question, at random, as the dialog asks; the same one again after a wrong answer.
  const question =
    questions.find((q) => q.uuid === questionUuid) ??
    questions[Math.floor(Math.random() * questions.length)]!;
  const otherMethods = methodsOf(identity.persona).length > 1;
  return ctx.show(
    renderQuestionPage({ carry: ctx.carry, loginUuid, question, error, otherMethods }),
    status,
    headers,
  );
}

function openMethod(ctx: StepContext, identity: IdentityRecord, loginUuid: string, method: string): Reply {
  if (method === TOTP_METHOD && identity.persona.totpSecret)
    return showCodePage(ctx, identity, loginUuid, method);
  if (method === QUESTION_METHOD && identity.persona.securityQuestions.length > 0)
    return showQuestion(ctx, identity, loginUuid);
  if (sendSecondFactorCode(ctx.state, loginUuid, identity, method, TWO_FACTOR_SUBJECT))
    return showCodePage(ctx, identity, loginUuid, method);
  const methods = methodsOf(identity.persona);
  return ctx.show(renderMethodPage({ carry: ctx.carry, loginUuid, methods, error: UNKNOWN_ALIAS }), 400);
}

/** The method form came back: a chosen method (or a resend), or none to choose again. */
export function chooseMethod(ctx: StepContext, loginUuid: string, method: string): Reply {
  const identity = pendingIdentity(ctx.state, loginUuid);
  if (!identity) return expired(ctx);
  if (method) return openMethod(ctx, identity, loginUuid, method);
  return ctx.show(renderMethodPage({ carry: ctx.carry, loginUuid, methods: methodsOf(identity.persona) }));
}

/** An answer's outcome as a page: on, back with the reason, or back to the start. */
function onOutcome(
  ctx: StepContext,
  outcome: SecondFactorOutcome,
  again: (error: string, status?: number, headers?: Record<string, string>) => Reply,
  wrongMessage: string,
): Promise<Reply> | Reply {
  switch (outcome.outcome) {
    case 'ok':
      return afterFactors(ctx, outcome.identity);
    case 'first-factor-expired':
      return expired(ctx);
    case 'wait':
      return again(TOO_MANY_REQUESTS, 429, { 'retry-after': String(outcome.retryAfterS) });
    case 'wrong':
      return again(wrongMessage, 400);
    case 'spent':
      return ctx.startAgain(SECOND_FACTOR_SPENT, 400, outcome.identity.email);
    case 'code-expired':
      return again(CODE_EXPIRED, 400);
  }
}

export function enterCode(ctx: StepContext, loginUuid: string, method: string, code: string) {
  const identity = pendingIdentity(ctx.state, loginUuid);
  if (!identity) return expired(ctx);
  const again = (error: string, status = 400, headers?: Record<string, string>) =>
    showCodePage(ctx, identity, loginUuid, method, error, status, headers);
  const invalid = validateTwoFactorCode(code);
  if (invalid) return again(invalid);
  const isTotp = method === TOTP_METHOD;
  const judge: (identity: IdentityRecord) => Verdict = isTotp
    ? judges.totp(ctx.state, code)
    : judges.code(ctx.state, loginUuid, code);
  return onOutcome(
    ctx,
    answerSecondFactor(ctx.state, loginUuid, judge),
    again,
    isTotp ? TOTP_INCORRECT : CODE_INCORRECT,
  );
}

export function answerQuestion(ctx: StepContext, loginUuid: string, questionUuid: string, answer: string) {
  const identity = pendingIdentity(ctx.state, loginUuid);
  if (!identity) return expired(ctx);
  const again = (error: string, status = 400, headers?: Record<string, string>) =>
    showQuestion(ctx, identity, loginUuid, questionUuid, error, status, headers);
  if (!answer.trim()) return again(SECURITY_ANSWER_REQUIRED);
  const judge = judges.answers([{ securityQuestionUuid: questionUuid, answer }]);
  return onOutcome(ctx, answerSecondFactor(ctx.state, loginUuid, judge), again, ANSWER_INCORRECT);
}

/** The new password for an expired one, under the ticket that says both factors passed. */
export async function setNewPassword(
  ctx: StepContext,
  ticket: string,
  password: string,
  confirmation: string,
): Promise<Reply> {
  const subject = ctx.state.tickets.check('set-expired-password', ticket)?.subject;
  const identity = subject === undefined ? undefined : ctx.state.identities.get(subject);
  if (!identity) return expired(ctx);
  const score = await loadPasswordStrength();
  const errors = passwordSetupErrors({ password, confirmation }, score, [identity.email]);
  if (!errors.password && !errors.confirmation && (await checkPassword(password, identity.passwordHash)))
    errors.password = SAME_PASSWORD;
  if (errors.password || errors.confirmation)
    return ctx.show(renderNewPasswordPage({ carry: ctx.carry, ticket, errors }), 400);
  // Taken only now (a weak password keeps it for the next try), and once: a second post with it fails.
  if (!ctx.state.tickets.take('set-expired-password', ticket)) return expired(ctx);
  identity.passwordHash = await hashPassword(password);
  identity.passwordExpired = false;
  // As for any password change: whoever was signed in with the old one is signed out.
  ctx.state.logins.endAllOf(identity.uuid);
  return ctx.finish(identity);
}
