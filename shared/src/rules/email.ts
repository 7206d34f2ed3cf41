import * as v from 'valibot';
import { firstMessage, requiredText } from './field-rule.ts';

export const EMAIL_MESSAGES = {
  required: 'Please enter your email',
  invalid: 'Please enter a valid email.',
} as const;

/** Surrounding whitespace (a pasted address) is trimmed before the format check. */
export const emailSchema = v.pipe(
  requiredText(EMAIL_MESSAGES.required),
  v.trim(),
  v.email(EMAIL_MESSAGES.invalid),
);

export function validateEmail(value: unknown): string | null {
  return firstMessage(emailSchema, value);
}

/** Registration uses the same validation without showing its message. */
export function isValidEmail(value: unknown): boolean {
  return validateEmail(value) === null;
}
