/**
 * Numeric code fields (passcode, 2FA, registration and partner codes) hold at most
 * CODE_LENGTH digits. Typing and pasting go through the same sanitiser: non-digits are
 * stripped (spaces and dashes in a pasted "123 456" or "123-456") and the rest cut to
 * length. Only ASCII digits count; look-alike digits (fullwidth, Arabic-Indic) are stripped.
 */
export const CODE_LENGTH = 6;

export function sanitizeCodeInput(value: string): string {
  return value.replace(/[^0-9]/g, '').slice(0, CODE_LENGTH);
}
