/**
 * The seed: who exists in the dev API when it starts or is reset. A persona is one
 * person who can sign in (or is invited to), with everything the product needs to
 * exercise a path: second factors, a locked or expired state, a broker flag, an
 * access code, accounts and wallets, passports. `SEED_FILE` loads another file in
 * this format (its JSON Schema is seed.schema.json, generated from this file).
 * Passwords are plain text here because the file is development data; the server
 * hashes them with scrypt when it loads them.
 */
import * as v from 'valibot';
import { PASSPORT_STATUSES } from '@lender/shared/stand-ins';
import { walletTypes } from '@lender/shared/endpoints/wallet';

export { walletTypes };
export const passportStatuses = PASSPORT_STATUSES;

const Email = v.pipe(v.string(), v.email());
const Id = v.pipe(v.string(), v.minLength(1));

const Alias = v.strictObject({
  uuid: Id,
  type: v.picklist(['Email', 'Phone', 'TOTP']),
  value: v.string(),
  verified: v.boolean(),
  auth: v.boolean(),
});

const SecurityQuestion = v.strictObject({
  uuid: Id,
  question: v.string(),
  answer: v.pipe(v.string(), v.minLength(1)),
});

const Wallet = v.strictObject({
  name: v.string(),
  address: Id,
  /** Hex secp256k1 private key of a seeded test wallet, so tests can sign its nonce. */
  privateKey: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'must be 64 lower-case hex digits'))),
  type: v.picklist(walletTypes),
  authorizationType: v.string(),
  verified: v.boolean(),
  /** Attached to this persona's identity already (attach answers 403 for another identity). */
  attached: v.optional(v.boolean()),
  /** The identity's default wallet: its logins' session tokens name it (`addr`, `grp`). At most one per persona. */
  defaultWallet: v.optional(v.boolean()),
});

const Account = v.strictObject({ name: v.string(), address: Id, wallets: v.array(Wallet) });

const Passport = v.strictObject({
  passportUuid: Id,
  passportStructureType: v.picklist(['INDIVIDUAL', 'ENTITY', 'TRUST']),
  ownerWalletAddress: Id,
  kycStatus: v.picklist(passportStatuses),
  attestationStatus: v.picklist(passportStatuses),
  attestationVerificationStatus: v.picklist(passportStatuses),
});

export const PersonaSchema = v.strictObject({
  /** A short name tests and the README use ("plain-customer"). */
  key: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must be lower-case words joined by -')),
  description: v.string(),
  email: Email,
  /** Absent: the persona has not set a password yet (invited or new). */
  password: v.optional(v.pipe(v.string(), v.minLength(8))),
  profileType: v.picklist(['CUSTOMER', 'AGENT']),
  organizationCode: v.string(),
  isBroker: v.optional(v.boolean(), false),
  locked: v.optional(v.boolean(), false),
  /** Two-step verification is on even with no method configured (the "no recovery" path). */
  twoFactorEnabled: v.optional(v.boolean(), false),
  passwordExpired: v.optional(v.boolean(), false),
  aliases: v.optional(v.array(Alias), []),
  /** Base32 TOTP secret; present when an authenticator app is enrolled. */
  totpSecret: v.optional(v.pipe(v.string(), v.regex(/^[A-Z2-7]+=*$/, 'must be base32'))),
  securityQuestions: v.optional(v.array(SecurityQuestion), []),
  accessCode: v.optional(
    v.strictObject({ code: Id, expiresAt: v.optional(v.pipe(v.string(), v.isoTimestamp())) }),
  ),
  invitation: v.optional(v.strictObject({ welcomeEmailSent: v.boolean(), tokenExpired: v.boolean() })),
  accounts: v.optional(v.array(Account), []),
  passports: v.optional(v.array(Passport), []),
});

const Banner = v.strictObject({
  uuid: Id,
  message: v.string(),
  apps: v.array(v.string()),
  variant: v.picklist(['info', 'warn']),
  active: v.boolean(),
  metadata: v.strictObject({ createdAt: v.pipe(v.string(), v.isoTimestamp()) }),
});

export const SeedSchema = v.pipe(
  v.object({
    $schema: v.optional(v.string()),
    personas: v.pipe(v.array(PersonaSchema), v.minLength(1)),
    /** Invalid entries are allowed here on purpose: the front end must reject them. */
    banners: v.strictObject({
      production: v.array(v.union([Banner, v.unknown()])),
      test: v.array(v.union([Banner, v.unknown()])),
    }),
  }),
  v.check(
    (seed) => new Set(seed.personas.map((p) => p.key)).size === seed.personas.length,
    'persona keys must be unique',
  ),
  v.check(
    (seed) => new Set(seed.personas.map((p) => p.email.toLowerCase())).size === seed.personas.length,
    'persona emails must be unique',
  ),
  v.check(
    (seed) =>
      seed.personas.every(
        (p) => p.accounts.flatMap((a) => a.wallets).filter((w) => w.defaultWallet).length <= 1,
      ),
    'a persona has at most one default wallet',
  ),
);

export type Seed = v.InferOutput<typeof SeedSchema>;
export type Persona = v.InferOutput<typeof PersonaSchema>;

export function parseSeed(input: unknown, source: string): Seed {
  const result = v.safeParse(SeedSchema, input);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(file)'}: ${issue.message}`);
  throw new Error(`The seed ${source} is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}
