import { CODE_LENGTH, sanitizeCodeInput } from './code-input.ts';

describe('sanitizeCodeInput', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123456', '123456'],
    ['1234567', '123456'],
    ['a1b2c3', '123'],
    ['123 456', '123456'],
    ['123-456', '123456'],
    [' 12 34 56 78 ', '123456'],
    ['code: 987654.', '987654'],
    ['１２３４５６', ''],
    ['12\t34\n56', '123456'],
    ['abc', ''],
  ])('%j becomes %j', (value, expected) => {
    expect(sanitizeCodeInput(value)).toBe(expected);
  });

  it('keeps at most 6 digits', () => {
    expect(CODE_LENGTH).toBe(6);
    expect(sanitizeCodeInput('9'.repeat(50))).toHaveLength(6);
  });
});
