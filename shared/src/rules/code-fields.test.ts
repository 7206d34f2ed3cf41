import * as v from 'valibot';
import {
  CODE_MESSAGES,
  partnerCodeSchema,
  passcodeSchema,
  registrationCodeSchema,
  twoFactorCodeSchema,
  validatePartnerCode,
  validatePasscode,
  validateRegistrationCode,
  validateTwoFactorCode,
} from './code-fields.ts';
import type { FieldSchema } from './field-rule.ts';

type Validate = (value: unknown) => string | null;

/** What a field says under an empty code and under one of the wrong length (null: accepted). */
interface Says {
  empty: string;
  wrongLength: string | null;
}

const PARTNER_MESSAGE = 'The code must be 6 digits.';

// The words the user sees, as the specification gives them (section 5), each pinned once.
const fields: [string, Validate, FieldSchema, Says][] = [
  [
    'one-time passcode',
    validatePasscode,
    passcodeSchema,
    { empty: 'Please enter the passcode.', wrongLength: null },
  ],
  [
    '2FA code',
    validateTwoFactorCode,
    twoFactorCodeSchema,
    { empty: 'The code is required.', wrongLength: 'The code must be 6 characters long.' },
  ],
  [
    'registration code',
    validateRegistrationCode,
    registrationCodeSchema,
    { empty: 'Please enter the code', wrongLength: 'Please enter a valid code' },
  ],
  // The partner page has one message for both.
  [
    'partner page code',
    validatePartnerCode,
    partnerCodeSchema,
    { empty: PARTNER_MESSAGE, wrongLength: PARTNER_MESSAGE },
  ],
];

const inputs: [unknown, keyof Says | 'accepted'][] = [
  ['', 'empty'],
  ['  ', 'empty'],
  [undefined, 'empty'],
  [null, 'empty'],
  ['1', 'wrongLength'],
  ['12345', 'wrongLength'],
  ['1234567', 'wrongLength'],
  ['123456', 'accepted'],
  ['abcdef', 'accepted'],
];

describe.each(fields)('%s', (_, validate, schema, says) => {
  it.each(inputs)('%j: %s', (value, outcome) => {
    const message = outcome === 'accepted' ? null : says[outcome];
    expect(validate(value)).toBe(message);
    // A form resolver reads the schema's first issue: the same words.
    expect(v.safeParse(schema, value).issues?.[0].message ?? null).toBe(message);
  });
});

it('shows no code message that is not pinned above', () => {
  const pinned = fields.flatMap(([, , , says]) => [says.empty, says.wrongLength]);
  expect(Object.values(CODE_MESSAGES).filter((message) => !pinned.includes(message))).toEqual([]);
});
