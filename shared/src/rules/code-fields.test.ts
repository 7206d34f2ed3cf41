import {
  CODE_MESSAGES,
  validatePartnerCode,
  validatePasscode,
  validateRegistrationCode,
  validateTwoFactorCode,
} from './code-fields.ts';

describe('one-time passcode', () => {
  it.each([
    ['', 'Please enter the passcode.'],
    ['  ', 'Please enter the passcode.'],
    [undefined, 'Please enter the passcode.'],
    ['123456', null],
    ['1', null],
  ])('%j gives %j', (value, message) => {
    expect(validatePasscode(value)).toBe(message);
  });
});

describe('2FA code', () => {
  it.each([
    ['', 'The code is required.'],
    [' ', 'The code is required.'],
    [undefined, 'The code is required.'],
    ['12345', 'The code must be 6 characters long.'],
    ['1234567', 'The code must be 6 characters long.'],
    ['123456', null],
    ['abcdef', null],
  ])('%j gives %j', (value, message) => {
    expect(validateTwoFactorCode(value)).toBe(message);
  });
});

describe('registration code', () => {
  it.each([
    ['', 'Please enter the code'],
    [undefined, 'Please enter the code'],
    ['12345', 'Please enter a valid code'],
    ['1234567', 'Please enter a valid code'],
    ['123456', null],
  ])('%j gives %j', (value, message) => {
    expect(validateRegistrationCode(value)).toBe(message);
  });
});

describe('partner page code', () => {
  it.each([
    ['', 'The code must be 6 digits.'],
    [undefined, 'The code must be 6 digits.'],
    ['12345', 'The code must be 6 digits.'],
    ['1234567', 'The code must be 6 digits.'],
    ['123456', null],
  ])('%j gives %j', (value, message) => {
    expect(validatePartnerCode(value)).toBe(message);
  });
});

it('uses the specification wording', () => {
  expect(CODE_MESSAGES).toEqual({
    passcodeRequired: 'Please enter the passcode.',
    twoFactorRequired: 'The code is required.',
    twoFactorLength: 'The code must be 6 characters long.',
    registrationRequired: 'Please enter the code',
    registrationLength: 'Please enter a valid code',
    partnerLength: 'The code must be 6 digits.',
  });
});
