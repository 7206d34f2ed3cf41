import * as v from 'valibot';
import { firstMessage, requiredText } from './field-rule.ts';
import { characterCount, TEXT_LIMITS } from './text-limits.ts';

export const EMAIL_MESSAGES = {
  required: 'Please enter your email',
  invalid: 'Please enter a valid email.',
} as const;

/**
 * Surrounding whitespace (a pasted address) is trimmed before the format check. An address
 * longer than any mail system takes, or with a control character or non-ASCII in it, is not
 * a valid one: the same message.
 */
export const emailSchema = v.pipe(
  requiredText(EMAIL_MESSAGES.required),
  v.trim(),
  v.check((value: string) => characterCount(value) <= TEXT_LIMITS.email, EMAIL_MESSAGES.invalid),
  v.email(EMAIL_MESSAGES.invalid),
);

export function validateEmail(value: unknown): string | null {
  return firstMessage(emailSchema, value);
}

/** Registration uses the same validation without showing its message. */
export function isValidEmail(value: unknown): boolean {
  return validateEmail(value) === null;
}
