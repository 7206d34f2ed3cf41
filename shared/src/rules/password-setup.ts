/**
 * Password set-up (register, reset, expired password). The strength rule needs zxcvbn,
 * which is loaded on demand (`loadPasswordStrength`), so the schema is a factory that
 * takes the scorer: a form builds it once the scorer has arrived.
 * Messages come in the specification's order: password, confirmation, match, strength.
 */
import * as v from 'valibot';
import { firstMessage } from './field-rule.ts';
import { plainTextLimits, TEXT_LIMITS } from './text-limits.ts';
import type { PasswordScorer } from './password-strength.ts';

export const PASSWORD_STRENGTH_MINIMUM = 3;

export const PASSWORD_SETUP_MESSAGES = {
  passwordRequired: 'Please enter a password.',
  confirmationRequired: 'Please confirm the password.',
  mismatch: "The confirmation and password don't match.",
  weak: 'Please enter a stronger password.',
} as const;

export interface PasswordSetupValues {
  password: string;
  confirmation: string;
}

const M = PASSWORD_SETUP_MESSAGES;

/** `userInputs` (email, name) are words zxcvbn counts as guessable for this user. */
export function passwordSetupSchema(score: PasswordScorer, userInputs: string[] = []) {
  return v.pipe(
    v.object({
      password: v.pipe(
        v.string(M.passwordRequired),
        v.nonEmpty(M.passwordRequired),
        ...plainTextLimits(TEXT_LIMITS.password),
      ),
      confirmation: v.pipe(v.string(M.confirmationRequired), v.nonEmpty(M.confirmationRequired)),
    }),
    v.forward(
      v.partialCheck(
        [['password'], ['confirmation']],
        ({ password, confirmation }) => password === confirmation,
        M.mismatch,
      ),
      ['confirmation'],
    ),
    v.forward(
      v.partialCheck(
        [['password']],
        ({ password }) => score(password, userInputs).score >= PASSWORD_STRENGTH_MINIMUM,
        M.weak,
      ),
      ['password'],
    ),
  );
}

export function validatePasswordSetup(
  values: PasswordSetupValues,
  score: PasswordScorer,
  userInputs: string[] = [],
): string | null {
  return firstMessage(passwordSetupSchema(score, userInputs), values);
}

export interface PasswordSetupErrors {
  password?: string;
  confirmation?: string;
}

/** Each field's first message, for a form that shows errors under their fields. */
export function passwordSetupErrors(
  values: PasswordSetupValues,
  score: PasswordScorer,
  userInputs: string[] = [],
): PasswordSetupErrors {
  const result = v.safeParse(passwordSetupSchema(score, userInputs), values);
  const errors: PasswordSetupErrors = {};
  for (const issue of result.issues ?? []) {
    const field = v.getDotPath(issue) === 'confirmation' ? 'confirmation' : 'password';
    errors[field] ??= issue.message;
  }
  return errors;
}
