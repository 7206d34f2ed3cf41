import type { Alias, TwoFactorOptions } from '@lender/shared/endpoints/identity';
import { chooseAlias, chooseQuestion, questionsLoaded, startTwoFactor } from './two-factor.ts';

const email: Alias = {
  uuid: 'a-email',
  type: 'Email',
  value: 'e***l@example.com',
  verified: true,
  auth: true,
};
const phone: Alias = { uuid: 'a-phone', type: 'Phone', value: '(***) ***-0123', verified: true, auth: true };
const totp: Alias = { uuid: 'a-totp', type: 'TOTP', value: 'Authenticator app', verified: true, auth: true };
const options = (aliases: Alias[]): TwoFactorOptions => ({
  loginUuid: 'l-1',
  aliases,
  emailFactorSupported: aliases.includes(email),
  totpEnabled: aliases.includes(totp),
});
const questions = [
  { uuid: 'q1', question: 'First pet?' },
  { uuid: 'q2', question: 'Born where?' },
  { uuid: 'q3', question: 'First car?' },
];

describe('the 2 Step Verification states', () => {
  it('starts in selecting with more than one alias, and looks for security questions', () => {
    expect(startTwoFactor(options([email, phone, totp]))).toEqual({
      state: { step: 'selecting', aliases: [email, phone, totp], questions: [] },
      effects: { loadQuestions: true },
    });
  });

  it.each([
    ['an email', email],
    ['a phone', phone],
  ])('starts in entering with a single %s alias and sends its code at once', (_, alias) => {
    expect(startTwoFactor(options([alias]))).toEqual({
      state: { step: 'entering', alias, canGoBack: false },
      effects: { sendCodeTo: alias },
    });
  });

  it('starts in entering with a single TOTP alias and sends nothing', () => {
    expect(startTwoFactor(options([totp]))).toEqual({
      state: { step: 'entering', alias: totp, canGoBack: false },
      effects: {},
    });
  });

  it('with no alias retrieves the questions and asks the one picked', () => {
    const start = startTwoFactor(options([]));
    expect(start).toEqual({
      state: { step: 'loading-questions', canGoBack: false },
      effects: { loadQuestions: true },
    });
    expect(questionsLoaded(start.state, questions, () => 2)).toEqual({
      step: 'answering',
      question: questions[2],
      canGoBack: false,
    });
  });

  it('with no alias and no question ends in "no recovery methods"', () => {
    const start = startTwoFactor(options([]));
    expect(questionsLoaded(start.state, [], () => 0)).toEqual({ step: 'no-recovery' });
  });

  it('choosing an alias in selecting enters its code (sent unless TOTP), with a way back', () => {
    expect(chooseAlias(phone)).toEqual({
      state: { step: 'entering', alias: phone, canGoBack: true },
      effects: { sendCodeTo: phone },
    });
    expect(chooseAlias(totp).effects).toEqual({});
  });

  it('offers the security questions in selecting once they are known, and asks one', () => {
    const selecting = startTwoFactor(options([email, totp])).state;
    expect(chooseQuestion(selecting, () => 0)).toBe(selecting);
    const withQuestions = questionsLoaded(selecting, questions.slice(0, 1), () => 0);
    expect(withQuestions).toEqual({
      step: 'selecting',
      aliases: [email, totp],
      questions: questions.slice(0, 1),
    });
    expect(chooseQuestion(withQuestions, () => 0)).toEqual({
      step: 'answering',
      question: questions[0],
      canGoBack: true,
    });
  });

  it('ignores questions that arrive after the user moved on', () => {
    const entering = chooseAlias(email).state;
    expect(questionsLoaded(entering, questions, () => 0)).toBe(entering);
  });
});
