/**
 * Free-text fields: required (whitespace alone does not fill them), then the limits every
 * typed text has (./text-limits.ts).
 */
import * as v from 'valibot';
import { firstMessage, requiredText } from './field-rule.ts';
import { nameTextLimits, plainTextLimits, TEXT_LIMITS } from './text-limits.ts';

export const SECURITY_ANSWER_REQUIRED = 'Please enter your answer.';
export const ACCOUNT_NAME_REQUIRED = 'Account name is required';

export const securityAnswerSchema = v.pipe(
  requiredText(SECURITY_ANSWER_REQUIRED),
  ...plainTextLimits(TEXT_LIMITS.securityAnswer),
);
export const accountNameSchema = v.pipe(
  requiredText(ACCOUNT_NAME_REQUIRED),
  ...nameTextLimits(TEXT_LIMITS.accountName),
);

export const validateSecurityAnswer = (value: unknown) => firstMessage(securityAnswerSchema, value);
export const validateAccountName = (value: unknown) => firstMessage(accountNameSchema, value);

/**
 * The naming page's Submit stays disabled until the name has a non-space character. Only
 * then: a name too long or with a control character is submitted and gets its message.
 */
export function isAccountNameSubmitDisabled(name: string): boolean {
  return firstMessage(requiredText(ACCOUNT_NAME_REQUIRED), name) !== null;
}
