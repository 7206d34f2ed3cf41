/**
 * The code fields a user types a received code into. Each has its own wording in the
 * specification, so each is its own schema; they share CODE_LENGTH.
 */
import * as v from 'valibot';
import { CODE_LENGTH } from './code-input.ts';
import { firstMessage, requiredText } from './field-rule.ts';

export const CODE_MESSAGES = {
  passcodeRequired: 'Please enter the passcode.',
  twoFactorRequired: 'The code is required.',
  twoFactorLength: 'The code must be 6 characters long.',
  registrationRequired: 'Please enter the code',
  registrationLength: 'Please enter a valid code',
  partnerLength: 'The code must be 6 digits.',
} as const;

const M = CODE_MESSAGES;

/** The one-time passcode emailed for passcode login. */
export const passcodeSchema = requiredText(M.passcodeRequired);

export const twoFactorCodeSchema = v.pipe(
  requiredText(M.twoFactorRequired),
  v.length(CODE_LENGTH, M.twoFactorLength),
);

export const registrationCodeSchema = v.pipe(
  requiredText(M.registrationRequired),
  v.length(CODE_LENGTH, M.registrationLength),
);

/** The partner page has no separate "required" message: an empty code is simply not 6 long. */
export const partnerCodeSchema = v.pipe(v.string(M.partnerLength), v.length(CODE_LENGTH, M.partnerLength));

export const validatePasscode = (value: unknown) => firstMessage(passcodeSchema, value);
export const validateTwoFactorCode = (value: unknown) => firstMessage(twoFactorCodeSchema, value);
export const validateRegistrationCode = (value: unknown) => firstMessage(registrationCodeSchema, value);
export const validatePartnerCode = (value: unknown) => firstMessage(partnerCodeSchema, value);
