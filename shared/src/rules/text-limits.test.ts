import { validateEmail, EMAIL_MESSAGES } from './email.ts';
import { validateLoginPassword } from './login-password.ts';
import { validatePasswordSetup } from './password-setup.ts';
import type { PasswordScorer } from './password-strength.ts';
import { validateAccountName, validateSecurityAnswer } from './text-fields.ts';
import {
  characterCount,
  BIDI_CONTROLS,
  CONTROL_CHARACTERS_MESSAGE,
  hasBidiControl,
  hasControlCharacters,
  limitedText,
  TEXT_LIMITS,
  tooLongMessage,
} from './text-limits.ts';
import * as v from 'valibot';

const strong: PasswordScorer = () => ({ score: 4, feedback: { warning: '', suggestions: [] } });
const setup = (password: string) => validatePasswordSetup({ password, confirmation: password }, strong);

describe('the limits of typed text', () => {
  it('counts characters as typed: an emoji or a CJK character is one', () => {
    expect(characterCount('密码🏠')).toBe(3);
    expect(characterCount('Zoë')).toBe(3);
  });

  it.each([
    ['a\tb', true],
    ['a\u0000b', true],
    ['a\u001bb', true],
    ['a\u007fb', true],
    ['a\u0085b', true],
    ['a b', false],
    ['Zoë 密码 🏠 👩‍💻', false],
    ['a\u200bb', false],
  ])('%j has control characters: %p', (value, expected) => {
    expect(hasControlCharacters(value)).toBe(expected);
  });

  // Each bidi control (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C), and neighbours that are not.
  it.each<[string, boolean]>([
    ...['202a', '202b', '202c', '202d', '202e', '2066', '2067', '2068', '2069', '200e', '200f', '061c'].map(
      (hex): [string, boolean] => [`a${String.fromCodePoint(parseInt(hex, 16))}b`, true],
    ),
    ['a\u2029b', false],
    ['a\u2065b', false],
    ['a\u206ab', false],
    ['a\u200db', false],
    ['a\u061bb', false],
    ['Zoë 密码 🏠 عربى', false],
  ])('%j has a bidi control: %p', (value, expected) => {
    expect(hasBidiControl(value)).toBe(expected);
    // The exported pattern is not global, so a test leaves no lastIndex behind.
    expect(BIDI_CONTROLS.global).toBe(false);
  });

  it('an email longer than 254 characters, or not ASCII, or with a control character, is not valid', () => {
    const address = (n: number) =>
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(n)}.com`;
    expect(address(57)).toHaveLength(254);
    expect(validateEmail(address(57))).toBeNull();
    expect(validateEmail(address(58))).toBe(EMAIL_MESSAGES.invalid);
    expect(validateEmail(`pat\u0007@example.com`)).toBe(EMAIL_MESSAGES.invalid);
    expect(validateEmail('zoë@example.com')).toBe(EMAIL_MESSAGES.invalid);
    // Whitespace around a pasted address is trimmed first, and does not count.
    expect(validateEmail(`  pat@example.com${' '.repeat(300)}`)).toBeNull();
  });

  it('a password is at most 128 characters and has no control character, to sign in and to set up', () => {
    const max = 'Ä'.repeat(TEXT_LIMITS.password);
    expect(validateLoginPassword(max, { passcodeMode: false })).toBeNull();
    expect(validateLoginPassword(`${max}x`, { passcodeMode: false })).toBe(tooLongMessage(128));
    expect(validateLoginPassword('pass\tword', { passcodeMode: false })).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(setup('Pässwörd 密码 🏠')).toBeNull();
    expect(setup(`${max}x`)).toBe('Please use at most 128 characters.');
    expect(setup('pass\u0000word')).toBe(CONTROL_CHARACTERS_MESSAGE);
    // Spaces are characters of a password like any other.
    expect(setup('  spaced  ')).toBeNull();
  });

  it('an answer is at most 256 characters, a name 100, neither with control characters', () => {
    expect(validateSecurityAnswer('x'.repeat(256))).toBeNull();
    expect(validateSecurityAnswer('x'.repeat(257))).toBe(tooLongMessage(256));
    expect(validateSecurityAnswer('Fluffy\n')).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(validateAccountName('🏠'.repeat(100))).toBeNull();
    expect(validateAccountName('🏠'.repeat(101))).toBe(tooLongMessage(100));
  });

  it('the contract schema refuses what the form would', () => {
    expect(v.is(limitedText(5), 'abcde')).toBe(true);
    expect(v.is(limitedText(5), 'abcdef')).toBe(false);
    expect(v.is(limitedText(5), 'a\tb')).toBe(false);
  });
});
