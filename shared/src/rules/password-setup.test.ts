import * as v from 'valibot';
import {
  PASSWORD_SETUP_MESSAGES,
  PASSWORD_STRENGTH_MINIMUM,
  passwordSetupErrors,
  passwordSetupSchema,
  validatePasswordSetup,
} from './password-setup.ts';
import type { PasswordScore, PasswordScorer } from './password-strength.ts';

// A stand-in scorer: the score is the number of characters, capped at 4.
const byLength: PasswordScorer = (password) => ({
  score: Math.min(4, password.length) as PasswordScore,
  feedback: { warning: '', suggestions: [] },
});

describe('password set-up', () => {
  it.each([
    ['', '', { password: 'Please enter a password.', confirmation: 'Please confirm the password.' }],
    [
      'ab',
      'ac',
      {
        password: 'Please enter a stronger password.',
        confirmation: "The confirmation and password don't match.",
      },
    ],
    ['abcd', 'abce', { confirmation: "The confirmation and password don't match." }],
    ['abcd', 'abcd', {}],
  ])('puts each message under its field: %j and %j', (password, confirmation, errors) => {
    expect(passwordSetupErrors({ password, confirmation }, byLength)).toEqual(errors);
  });

  it.each([
    ['', '', 'Please enter a password.'],
    ['', 'abcd', 'Please enter a password.'],
    ['abcd', '', 'Please confirm the password.'],
    ['ab', '', 'Please confirm the password.'],
    ['abcd', 'abce', "The confirmation and password don't match."],
    ['ab', 'ac', "The confirmation and password don't match."],
    ['ab', 'ab', 'Please enter a stronger password.'],
    ['abc', 'abc', null],
    ['abcdefgh', 'abcdefgh', null],
  ])('password %j and confirmation %j give %j', (password, confirmation, message) => {
    expect(validatePasswordSetup({ password, confirmation }, byLength)).toBe(message);
  });

  it.each([
    [2, 'Please enter a stronger password.'],
    [3, null],
    [4, null],
  ] as const)('score %i gives %j', (score, message) => {
    const scorer: PasswordScorer = () => ({ score, feedback: { warning: '', suggestions: [] } });
    expect(validatePasswordSetup({ password: 'x', confirmation: 'x' }, scorer)).toBe(message);
  });

  it('has a minimum strength of 3 and the specification wording', () => {
    expect(PASSWORD_STRENGTH_MINIMUM).toBe(3);
    expect(PASSWORD_SETUP_MESSAGES).toEqual({
      passwordRequired: 'Please enter a password.',
      confirmationRequired: 'Please confirm the password.',
      mismatch: "The confirmation and password don't match.",
      weak: 'Please enter a stronger password.',
    });
  });

  it('passes the user inputs to the scorer', () => {
    const scorer = jest.fn(byLength);
    validatePasswordSetup({ password: 'abcd', confirmation: 'abcd' }, scorer, ['pat@example.com']);
    expect(scorer).toHaveBeenCalledWith('abcd', ['pat@example.com']);
  });

  it('puts each issue on its field', () => {
    const result = v.safeParse(passwordSetupSchema(byLength), { password: 'ab', confirmation: 'ac' });
    expect(result.success).toBe(false);
    expect(result.issues && v.flatten(result.issues).nested).toEqual({
      confirmation: ["The confirmation and password don't match."],
      password: ['Please enter a stronger password.'],
    });
  });
});
