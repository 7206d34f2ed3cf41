import * as v from 'valibot';
import { EMAIL_MESSAGES, emailSchema, isValidEmail, validateEmail } from './email.ts';

describe('email', () => {
  it.each([
    ['', 'Please enter your email'],
    ['   ', 'Please enter your email'],
    [undefined, 'Please enter your email'],
    [null, 'Please enter your email'],
    ['pat', 'Please enter a valid email.'],
    ['pat@', 'Please enter a valid email.'],
    ['pat@example', 'Please enter a valid email.'],
    ['pat example@example.com', 'Please enter a valid email.'],
    ['pat@example.com', null],
    ['  pat.lee+loans@example.co.uk  ', null],
  ])('%j gives %j', (value, message) => {
    expect(validateEmail(value)).toBe(message);
    expect(isValidEmail(value)).toBe(message === null);
  });

  it('uses the specification wording', () => {
    expect(EMAIL_MESSAGES).toEqual({
      required: 'Please enter your email',
      invalid: 'Please enter a valid email.',
    });
  });

  it('trims the parsed value', () => {
    expect(v.parse(emailSchema, ' pat@example.com ')).toBe('pat@example.com');
  });
});
