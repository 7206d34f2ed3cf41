import {
  ACCOUNT_NAME_REQUIRED,
  isAccountNameSubmitDisabled,
  SECURITY_ANSWER_REQUIRED,
  validateAccountName,
  validateSecurityAnswer,
} from './text-fields.ts';

describe('security answer', () => {
  it.each([
    ['', 'Please enter your answer.'],
    [' \t', 'Please enter your answer.'],
    [null, 'Please enter your answer.'],
    ['Springfield', null],
  ])('%j gives %j', (value, message) => {
    expect(validateSecurityAnswer(value)).toBe(message);
  });
});

describe('account name', () => {
  it.each([
    ['', 'Account name is required', true],
    ['   ', 'Account name is required', true],
    ['Savings', null, false],
    [' Family trust ', null, false],
    ['Reyes Holdings عربى 🏠', null, false],
    [
      '\u202Etxt.exe — Reyes Holdings',
      'Please remove the hidden text-direction characters you pasted.',
      false,
    ],
    ['Reyes\u2066 Holdings', 'Please remove the hidden text-direction characters you pasted.', false],
    ['Reyes\u200f', 'Please remove the hidden text-direction characters you pasted.', false],
    ['Reyes\tHoldings', 'Please remove the tab or other control characters you pasted.', false],
    ['R'.repeat(100), null, false],
    ['R'.repeat(101), 'Please use at most 100 characters.', false],
  ])('%j gives %j; Submit disabled: %s', (value, message, disabled) => {
    expect(validateAccountName(value)).toBe(message);
    expect(isAccountNameSubmitDisabled(value)).toBe(disabled);
  });
});

it('uses the specification wording', () => {
  expect(SECURITY_ANSWER_REQUIRED).toBe('Please enter your answer.');
  expect(ACCOUNT_NAME_REQUIRED).toBe('Account name is required');
});
