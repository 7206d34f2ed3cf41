/** @jest-environment node */
import { DEFAULT_SEED_FILE, loadSeed } from '../../seed/load-seed.ts';
import { devApiForFile, sessionTokenFor } from '../../testing/http-client.ts';
import * as v from 'valibot';
import {
  getCreatorPassport,
  getCreatorPassportStatus,
  getPassport,
  getPassportStatus,
  PASSPORT_GATEWAY_BASE,
} from '@lender/shared/endpoints/passport';
import { identityUuidOf } from '../../state/dev-state.ts';
import { NO_PASSPORT } from './passport-lookup.ts';

const PASSPORT = `${PASSPORT_GATEWAY_BASE}/passport`;
const STATUS = `${PASSPORT_GATEWAY_BASE}/passport-status`;
const CREATOR = `${PASSPORT_GATEWAY_BASE}/creator/passport`;
const CREATOR_STATUS = `${PASSPORT_GATEWAY_BASE}/creator/passport-status`;
const ALL_PATHS = [PASSPORT, STATUS, CREATOR, CREATOR_STATUS];

const MORGAN = '0x5cbdd86a2fa8dc4bddd8a8f69dba48572eec07fb';
const REYES_HOLDINGS = '0xorg000000000000000000000000000000000001';

type Get = (path: string, token?: string) => Promise<{ status: number; body: unknown }>;

// One server for the file: many calls, each test undoes what it changes.
const api = devApiForFile();

const get: Get = async (path, token) => {
  const response = await fetch(`${api.base}${path}`, {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

/** Every seeded passport with the persona and the claims that act as the account owning it. */
const seed = loadSeed(DEFAULT_SEED_FILE);
const seededPassports = seed.personas.flatMap((persona) =>
  persona.passports.map((passport) => {
    const account = persona.accounts.find((a) => a.address === passport.ownerWalletAddress);
    if (!account) throw new Error(`The seed has no account for ${passport.passportUuid}`);
    const owner = account.wallets.find((w) => w.address === account.address);
    const claims = owner
      ? { addr: owner.address }
      : { addr: account.wallets[0]!.address, grp: account.address };
    return { persona, passport, claims };
  }),
);

describe('the passport gateway', () => {
  it('covers every persona the brief names', () => {
    const keys = new Set(seededPassports.map(({ persona }) => persona.key));
    expect(keys).toContain('plain-customer');
    expect(keys).toContain('wallet-holder');
    expect([...keys].filter((k) => k.startsWith('passport-'))).toHaveLength(
      seed.personas.filter((p) => p.key.startsWith('passport-')).length,
    );
    expect(seededPassports.length).toBeGreaterThanOrEqual(18);
  });

  it.each(seededPassports.map((entry) => [entry.passport.passportUuid, entry] as const))(
    'returns %s as seeded for the account that owns it',
    async (_, { persona, passport, claims }) => {
      const token = await sessionTokenFor(api.state, { sub: identityUuidOf(persona), ...claims });
      const full = await get(PASSPORT, token);
      expect(full.status).toBe(200);
      expect(v.parse(getPassport.response, full.body)).toEqual(passport);
      const status = await get(STATUS, token);
      expect(status.status).toBe(200);
      expect(v.parse(getPassportStatus.response, status.body)).toEqual({
        passportUuid: passport.passportUuid,
        kycStatus: passport.kycStatus,
        attestationStatus: passport.attestationStatus,
        attestationVerificationStatus: passport.attestationVerificationStatus,
      });
    },
  );

  it("without wallet claims, uses the identity's first account", async () => {
    const token = await sessionTokenFor(api.state, { sub: 'identity-passport-denied' });
    const { status, body } = await get(PASSPORT, token);
    expect(status).toBe(200);
    expect(v.parse(getPassport.response, body).passportUuid).toBe('passport-denied');
  });

  it('uses the account the identity selected when the token names none', async () => {
    api.state.wallets.select('identity-wallet-holder', REYES_HOLDINGS);
    const token = await sessionTokenFor(api.state, { sub: 'identity-wallet-holder' });
    expect(v.parse(getPassport.response, (await get(PASSPORT, token)).body).passportUuid).toBe(
      'passport-reyes-holdings',
    );
  });

  it("the token's group policy wins over its wallet and the selection; the creator is the wallet", async () => {
    api.state.wallets.select('identity-wallet-holder', MORGAN);
    const token = await sessionTokenFor(api.state, {
      sub: 'identity-wallet-holder',
      addr: MORGAN,
      grp: REYES_HOLDINGS,
    });
    expect(v.parse(getPassport.response, (await get(PASSPORT, token)).body).passportStructureType).toBe(
      'ENTITY',
    );
    const creator = await get(CREATOR, token);
    expect(creator.status).toBe(200);
    expect(v.parse(getCreatorPassport.response, creator.body).passportUuid).toBe('passport-morgan');
    const creatorStatus = await get(CREATOR_STATUS, token);
    expect(v.parse(getCreatorPassportStatus.response, creatorStatus.body)).toEqual({
      passportUuid: 'passport-morgan',
      kycStatus: 'VALID',
      attestationStatus: expect.any(String) as unknown,
      attestationVerificationStatus: expect.any(String) as unknown,
    });
  });

  it("the creator without a wallet claim is the first account's owner wallet", async () => {
    const token = await sessionTokenFor(api.state, { sub: 'identity-wallet-holder', grp: REYES_HOLDINGS });
    const creator = await get(CREATOR, token);
    expect(v.parse(getCreatorPassport.response, creator.body).ownerWalletAddress).toBe(MORGAN);
  });

  it('compares addresses without regard to case', async () => {
    const token = await sessionTokenFor(api.state, {
      sub: 'identity-wallet-holder',
      addr: MORGAN.toUpperCase().replace('0X', '0x'),
    });
    expect(v.parse(getPassport.response, (await get(PASSPORT, token)).body).passportUuid).toBe(
      'passport-morgan',
    );
  });

  it.each(ALL_PATHS)('%s answers 404 for an account with no passport', async (path) => {
    for (const sub of ['identity-unattached-wallet', 'identity-two-factor-email']) {
      const { status, body } = await get(path, await sessionTokenFor(api.state, { sub }));
      expect(status).toBe(404);
      expect(body).toEqual({ errors: [{ message: NO_PASSPORT }] });
    }
  });

  it.each(ALL_PATHS)('%s needs a session', async (path) => {
    expect((await get(path)).status).toBe(401);
    expect((await get(path, 'not-a-token')).status).toBe(401);
    const firstFactor = await sessionTokenFor(api.state, {
      sub: 'identity-plain-customer',
      kind: 'first-factor',
    });
    expect((await get(path, firstFactor)).status).toBe(401);
    const revoked = await sessionTokenFor(api.state, { sub: 'identity-plain-customer' });
    await api.state.tokens.revoke(revoked);
    expect(await get(path, revoked)).toEqual({ status: 403, body: { message: 'Unauthenticated' } });
  });
});
