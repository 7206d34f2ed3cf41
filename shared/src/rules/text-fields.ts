/** Free-text fields with only a "required" rule. Whitespace alone does not fill them. */
import { firstMessage, requiredText } from './field-rule.ts';

export const SECURITY_ANSWER_REQUIRED = 'Please enter your answer.';
export const ACCOUNT_NAME_REQUIRED = 'Account name is required';

export const securityAnswerSchema = requiredText(SECURITY_ANSWER_REQUIRED);
export const accountNameSchema = requiredText(ACCOUNT_NAME_REQUIRED);

export const validateSecurityAnswer = (value: unknown) => firstMessage(securityAnswerSchema, value);
export const validateAccountName = (value: unknown) => firstMessage(accountNameSchema, value);

/** The naming page's Submit stays disabled until the name has a non-space character. */
export function isAccountNameSubmitDisabled(name: string): boolean {
  return validateAccountName(name) !== null;
}
