/**
 * The rules the lender's services apply as the product's forms and wallet do, for the dev API
 * that stands in for them: the second factor's code, the security answer, the new password (its
 * strength scorer loaded as the forms load it) and a wallet token's default lifetime. One object
 * under a name of this entry's own, since each name is one entry's (shared/src/entries.test.ts):
 * through it the dev API reaches the rules without the main entry or the wallet entry, whose UI
 * library (Chakra, about 1.2 s of module loading) it would otherwise load at its start and in each
 * of its test files.
 */
import { JWT_DEFAULT_LIFETIME_S } from '../crypto/signed-token-payload.ts';
import { validateTwoFactorCode } from '../rules/code-fields.ts';
import { passwordSetupErrors } from '../rules/password-setup.ts';
import { loadPasswordStrength } from '../rules/password-strength.ts';
import { SECURITY_ANSWER_REQUIRED } from '../rules/text-fields.ts';

export const serviceRules = {
  validateTwoFactorCode,
  SECURITY_ANSWER_REQUIRED,
  passwordSetupErrors,
  loadPasswordStrength,
  JWT_DEFAULT_LIFETIME_S,
} as const;
