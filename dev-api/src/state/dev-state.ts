/**
 * Everything the dev API remembers, built from the seed: identities with scrypt
 * password hashes, issued tokens, one-time codes, first factors, rate limits, the
 * bot-check verifier and the outbox. `reset()` goes back to the seed (the
 * `POST /__dev/reset` endpoint) so every test starts from the same world.
 */
import { randomUUID } from 'node:crypto';
import { createOutbox, type Outbox } from '../outbox/outbox.ts';
import { createCodeBook, type CodeBook } from '../security/one-time-codes.ts';
import { createFirstFactors, type FirstFactors } from '../security/first-factor.ts';
import { hashPassword } from '../security/passwords.ts';
import { createRateLimiter, type RateLimiter } from '../security/rate-limit.ts';
import { createLocalRecaptcha, type LocalRecaptcha } from '../security/recaptcha.ts';
import { createTokenIssuer, type TokenIssuer } from '../security/session-tokens.ts';
import type { Persona, Seed } from '../seed/seed-schema.ts';

export interface IdentityRecord {
  uuid: string;
  persona: Persona;
  email: string;
  passwordHash: string | null;
  passwordExpired: boolean;
}

export interface DevState {
  readonly now: () => number;
  readonly identities: Map<string, IdentityRecord>;
  byEmail(email: string): IdentityRecord | undefined;
  readonly tokens: TokenIssuer;
  readonly codes: CodeBook;
  readonly firstFactors: FirstFactors;
  readonly limiter: RateLimiter;
  readonly recaptcha: LocalRecaptcha;
  readonly outbox: Outbox;
  /** Passcode logins waiting for their emailed code: loginUuid to identity uuid. */
  readonly passcodeLogins: Map<string, string>;
  readonly seed: Seed;
  reset(): Promise<void>;
}

/** Identity uuids are stable across resets, so tests can name them. */
export const identityUuidOf = (persona: Persona) => `identity-${persona.key}`;

async function identitiesFrom(seed: Seed): Promise<Map<string, IdentityRecord>> {
  const records = await Promise.all(
    seed.personas.map(async (persona): Promise<IdentityRecord> => ({
      uuid: identityUuidOf(persona),
      persona,
      email: persona.email.toLowerCase(),
      passwordHash: persona.password ? await hashPassword(persona.password) : null,
      passwordExpired: persona.passwordExpired,
    })),
  );
  return new Map(records.map((record) => [record.uuid, record]));
}

export async function createDevState(
  seed: Seed,
  { now = Date.now }: { now?: () => number } = {},
): Promise<DevState> {
  const identities = await identitiesFrom(seed);
  const state: DevState = {
    now,
    identities,
    seed,
    byEmail: (email) =>
      [...identities.values()].find((record) => record.email === email.trim().toLowerCase()),
    tokens: createTokenIssuer({ now }),
    codes: createCodeBook({ now }),
    firstFactors: createFirstFactors({ now }),
    limiter: createRateLimiter({ now }),
    recaptcha: createLocalRecaptcha({ secret: randomUUID(), now }),
    outbox: createOutbox({ now }),
    passcodeLogins: new Map(),
    async reset() {
      const fresh = await identitiesFrom(seed);
      identities.clear();
      for (const [uuid, record] of fresh) identities.set(uuid, record);
      state.codes.clear();
      state.firstFactors.clear();
      state.limiter.reset();
      state.outbox.clear();
      state.passcodeLogins.clear();
    },
  };
  return state;
}
