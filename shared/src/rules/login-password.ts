/**
 * In one-time-passcode mode the password field is hidden and the login sends an email
 * instead, so the field is not required; the rule is therefore a factory on the mode.
 * A password is never trimmed: spaces are legitimate characters in it.
 */
import * as v from 'valibot';
import { firstMessage } from './field-rule.ts';
import { plainTextLimits, TEXT_LIMITS } from './text-limits.ts';

export const LOGIN_PASSWORD_REQUIRED = 'Please enter your password.';

export interface LoginPasswordOptions {
  passcodeMode: boolean;
}

export function loginPasswordSchema({ passcodeMode }: LoginPasswordOptions) {
  return passcodeMode
    ? v.optional(v.string(), '')
    : v.pipe(
        v.string(LOGIN_PASSWORD_REQUIRED),
        v.nonEmpty(LOGIN_PASSWORD_REQUIRED),
        ...plainTextLimits(TEXT_LIMITS.password),
      );
}

export function validateLoginPassword(value: unknown, options: LoginPasswordOptions): string | null {
  return firstMessage(loginPasswordSchema(options), value);
}
