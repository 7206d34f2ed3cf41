/**
 * Everything the dev API remembers, built from the seed: identities with scrypt
 * password hashes, issued tokens, one-time codes, first factors, rate limits, the
 * bot-check verifier, the outbox and the wallet book. `reset()` goes back to the
 * seed (the `POST /__dev/reset` endpoint) so every test starts from the same world;
 * a domain that keeps state of its own registers with `onReset`.
 */
import { createPasswordFailures, type PasswordFailures } from '../security/password-failures.ts';
import { createSecondFactorAttempts, type SecondFactorAttempts } from '../security/second-factor-attempts.ts';
import { randomUUID } from 'node:crypto';
import { createOutbox, type Outbox } from '../outbox/outbox.ts';
import { createCodeBook, FIRST_FACTOR_VALIDITY_MS, type CodeBook } from '../security/one-time-codes.ts';
import { createFirstFactors, type FirstFactors } from '../security/first-factor.ts';
import { createLogins, type Logins } from '../security/logins.ts';
import { createTickets, type Tickets } from '../security/tickets.ts';
import { hashPassword } from '../security/passwords.ts';
import { createRateLimiter, type RateLimiter } from '../security/rate-limit.ts';
import { createLocalRecaptcha, type LocalRecaptcha } from '../security/recaptcha.ts';
import { createTokenIssuer, type TokenIssuer } from '../security/session-tokens.ts';
import { PersonaSchema, type Persona, type Seed } from '../seed/seed-schema.ts';
import * as v from 'valibot';
import { createWalletBook, type WalletBook } from './wallet-book.ts';

export interface IdentityRecord {
  uuid: string;
  persona: Persona;
  email: string;
  passwordHash: string | null;
  passwordExpired: boolean;
  /** Where an invited borrower stands; changed by invitations and registration. */
  invitation: { welcomeEmailSent: boolean; tokenExpired: boolean };
}

export interface DevState {
  readonly now: () => number;
  readonly identities: Map<string, IdentityRecord>;
  byEmail(email: string): IdentityRecord | undefined;
  /** A new identity with no password yet (registration, invitation). */
  createIdentity(email: string, organizationCode: string): IdentityRecord;
  readonly wallets: WalletBook;
  readonly tokens: TokenIssuer;
  /** Live logins (security/logins.ts): a token is good only while the login it names is. */
  readonly logins: Logins;
  readonly codes: CodeBook;
  readonly firstFactors: FirstFactors;
  /** Short-lived single-use tickets (security/tickets.ts): an expired password's reset, a wallet conversion. */
  readonly tickets: Tickets;
  readonly limiter: RateLimiter;
  /** Wrong second-factor answers, per login and per account (security/second-factor-attempts.ts). */
  readonly secondFactorAttempts: SecondFactorAttempts;
  /** Failed passwords per account, with doubling backoff (security/password-failures.ts). */
  readonly passwordFailures: PasswordFailures;
  readonly recaptcha: LocalRecaptcha;
  readonly outbox: Outbox;
  /** Passcode logins waiting for their emailed code: loginUuid to identity uuid. */
  readonly passcodeLogins: Map<string, string>;
  readonly seed: Seed;
  reset(): Promise<void>;
  /** Puts one seeded identity back as the seed has it (password, flags, invitation, wallets). */
  resetIdentity(uuid: string): Promise<boolean>;
  onReset(listener: () => void): void;
  /** Called with the identity's uuid when `resetIdentity` puts it back as seeded. */
  onResetIdentity(listener: (uuid: string) => void): void;
}

/**
 * A new password for an expired one is set in the time a second factor may take; a
 * wallet conversion's ticket is minted by the app just before it opens the page.
 */
export const TICKET_VALIDITY_MS = {
  'set-expired-password': FIRST_FACTOR_VALIDITY_MS,
  'provenance-convert': 2 * 60 * 1000,
} as const;

/** Identity uuids are stable across resets, so tests can name them. */
export const identityUuidOf = (persona: Persona) => `identity-${persona.key}`;

/**
 * Seed passwords hashed once per process: every test server and every reset would
 * otherwise pay scrypt for each persona (most share one password). Sharing a salt
 * between seed personas is acceptable for development data only; passwords set
 * through the API get their own salt.
 */
const seedHashes = new Map<string, Promise<string>>();
const hashSeedPassword = (password: string) => {
  let hash = seedHashes.get(password);
  if (!hash) seedHashes.set(password, (hash = hashPassword(password)));
  return hash;
};

async function identitiesFrom(seed: Seed): Promise<Map<string, IdentityRecord>> {
  const records = await Promise.all(
    seed.personas.map(async (persona): Promise<IdentityRecord> => ({
      uuid: identityUuidOf(persona),
      persona,
      email: persona.email.toLowerCase(),
      passwordHash: persona.password ? await hashSeedPassword(persona.password) : null,
      passwordExpired: persona.passwordExpired,
      invitation: { ...(persona.invitation ?? { welcomeEmailSent: false, tokenExpired: false }) },
    })),
  );
  return new Map(records.map((record) => [record.uuid, record]));
}

export async function createDevState(
  seed: Seed,
  { now = Date.now }: { now?: () => number } = {},
): Promise<DevState> {
  const identities = await identitiesFrom(seed);
  const wallets = createWalletBook([...identities.values()]);
  const resetListeners: Array<() => void> = [];
  const identityResetListeners: Array<(uuid: string) => void> = [];
  const logins = createLogins({ now });
  const state: DevState = {
    now,
    identities,
    seed,
    byEmail: (email) =>
      [...identities.values()].find((record) => record.email === email.trim().toLowerCase()),
    createIdentity(email, organizationCode) {
      const persona = v.parse(PersonaSchema, {
        key: `registered-${randomUUID()}`,
        description: 'Registered through the dev API',
        email: email.trim(),
        profileType: 'CUSTOMER',
        organizationCode,
      });
      const record: IdentityRecord = {
        uuid: randomUUID(),
        persona,
        email: persona.email.toLowerCase(),
        passwordHash: null,
        passwordExpired: false,
        invitation: { welcomeEmailSent: false, tokenExpired: false },
      };
      identities.set(record.uuid, record);
      return record;
    },
    wallets,
    tokens: createTokenIssuer({ now, loginIsLive: (sid) => logins.get(sid) !== undefined }),
    logins,
    codes: createCodeBook({ now }),
    firstFactors: createFirstFactors({ now }),
    tickets: createTickets({ now, validityMs: TICKET_VALIDITY_MS }),
    limiter: createRateLimiter({ now }),
    secondFactorAttempts: createSecondFactorAttempts({ now }),
    passwordFailures: createPasswordFailures({ now }),
    recaptcha: createLocalRecaptcha({ secret: randomUUID(), now }),
    outbox: createOutbox({ now }),
    passcodeLogins: new Map(),
    async reset() {
      const fresh = await identitiesFrom(seed);
      identities.clear();
      for (const [uuid, record] of fresh) identities.set(uuid, record);
      state.codes.clear();
      // Everything as seeded: nobody is signed in.
      state.logins.clear();
      state.firstFactors.clear();
      state.tickets.clear();
      state.limiter.reset();
      state.secondFactorAttempts.clear();
      state.passwordFailures.reset();
      state.outbox.clear();
      state.passcodeLogins.clear();
      wallets.reset();
      for (const listener of resetListeners) listener();
    },
    async resetIdentity(uuid) {
      const fresh = (await identitiesFrom(seed)).get(uuid);
      if (!fresh) return false;
      identities.set(uuid, fresh);
      wallets.resetIdentity(uuid);
      state.secondFactorAttempts.resetAccount(uuid);
      state.passwordFailures.succeed(fresh.email);
      for (const listener of identityResetListeners) listener(uuid);
      return true;
    },
    onReset: (listener) => void resetListeners.push(listener),
    onResetIdentity: (listener) => void identityResetListeners.push(listener),
  };
  return state;
}
