import { LOGIN_PASSWORD_REQUIRED, loginPasswordSchema, validateLoginPassword } from './login-password.ts';
import * as v from 'valibot';

describe('login password', () => {
  it.each([
    ['', false, 'Please enter your password.'],
    [undefined, false, 'Please enter your password.'],
    [' ', false, null],
    ['hunter2', false, null],
    ['', true, null],
    [undefined, true, null],
    ['hunter2', true, null],
  ])('%j with passcodeMode=%s gives %j', (value, passcodeMode, message) => {
    expect(validateLoginPassword(value, { passcodeMode })).toBe(message);
  });

  it('uses the specification wording', () => {
    expect(LOGIN_PASSWORD_REQUIRED).toBe('Please enter your password.');
  });

  it('defaults a missing password to empty in passcode mode', () => {
    expect(v.parse(loginPasswordSchema({ passcodeMode: true }), undefined)).toBe('');
  });
});
