/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toJsonSchema } from '@valibot/to-json-schema';
import { addressFromPublicKey, publicKeyHex } from '@lender/shared/stand-ins';
import { DEFAULT_SEED_FILE, loadSeed } from './load-seed.ts';
import { passportStatuses, SeedSchema, walletTypes } from './seed-schema.ts';

const seed = loadSeed(DEFAULT_SEED_FILE);
const persona = (key: string) => seed.personas.find((p) => p.key === key)!;
const wallets = seed.personas.flatMap((p) => p.accounts.flatMap((a) => a.wallets));

describe('the default seed', () => {
  it.each([
    'plain-customer',
    'two-factor-email',
    'two-factor-sms',
    'two-factor-totp',
    'two-factor-questions',
    'two-factor-several',
    'no-recovery-method',
    'locked',
    'expired-password',
    'broker-agent',
    'mortgage-signer',
    'invited-borrower',
    'wallet-holder',
  ])('has the persona %s', (key) => {
    expect(persona(key)).toBeDefined();
  });

  it('covers the paths a tester needs', () => {
    expect(
      persona('two-factor-several')
        .aliases.map((a) => a.type)
        .sort(),
    ).toEqual(['Email', 'Phone', 'TOTP']);
    expect(persona('two-factor-totp').totpSecret).toBeDefined();
    expect(persona('two-factor-questions').securityQuestions).toHaveLength(3);
    expect(persona('no-recovery-method')).toMatchObject({
      twoFactorEnabled: true,
      aliases: [],
      securityQuestions: [],
    });
    expect(persona('locked').locked).toBe(true);
    expect(persona('expired-password').passwordExpired).toBe(true);
    expect(persona('broker-agent')).toMatchObject({ isBroker: true, profileType: 'AGENT' });
    expect(persona('mortgage-signer').accessCode?.code).toBeTruthy();
    expect(persona('invited-borrower')).toMatchObject({
      invitation: { welcomeEmailSent: true, tokenExpired: true },
    });
    expect(persona('invited-borrower').password).toBeUndefined();
  });

  it('describes no persona by the wallet lab, which left the product (issue 27)', () => {
    expect(seed.personas.filter((p) => /\blab\b/i.test(p.description)).map((p) => p.key)).toEqual([]);
  });

  it('holds wallets of every type and authorization type, verified and not', () => {
    expect([...new Set(wallets.map((w) => w.type))].sort()).toEqual([...walletTypes].sort());
    expect(new Set(wallets.map((w) => w.authorizationType))).toEqual(
      new Set(['Owner', 'RBAC', 'Shared', 'Group']),
    );
    expect(new Set(wallets.map((w) => w.verified))).toEqual(new Set([true, false]));
  });

  it('has passports in every status and structure type', () => {
    const passports = seed.personas.flatMap((p) => p.passports);
    expect(new Set(passports.map((p) => p.kycStatus))).toEqual(new Set(passportStatuses));
    expect(new Set(passports.map((p) => p.passportStructureType))).toEqual(
      new Set(['INDIVIDUAL', 'ENTITY', 'TRUST']),
    );
  });

  it('gives each keyed test wallet the address its key derives', () => {
    for (const wallet of wallets.filter((w) => w.privateKey)) {
      expect(addressFromPublicKey(publicKeyHex(wallet.privateKey!))).toBe(wallet.address);
    }
  });

  it('documents its format with a JSON Schema generated from the same rules', () => {
    const committed = JSON.parse(readFileSync(join(__dirname, 'seed.schema.json'), 'utf8')) as unknown;
    // Out of date? Run `npm run gen:seed-schema`.
    expect(committed).toEqual(JSON.parse(JSON.stringify(toJsonSchema(SeedSchema, { errorMode: 'ignore' }))));
  });
});

describe('loading a seed', () => {
  const write = (content: string) => {
    const file = join(mkdtempSync(join(tmpdir(), 'seed-')), 'seed.json');
    writeFileSync(file, content);
    return file;
  };

  it('lists every problem of a bad file', () => {
    const bad = {
      personas: [{ key: 'Bad Key', email: 'nope', profileType: 'ROBOT' }],
      banners: { production: [], test: [] },
    };
    expect(() => loadSeed(write(JSON.stringify(bad)))).toThrow(
      /is not valid:\n {2}- personas\.0\.key: must be lower-case words joined by -\n/,
    );
  });

  it('refuses duplicate personas', () => {
    const raw = JSON.parse(readFileSync(DEFAULT_SEED_FILE, 'utf8')) as { personas: unknown[] };
    raw.personas.push(raw.personas[0]);
    expect(() => loadSeed(write(JSON.stringify(raw)))).toThrow('persona keys must be unique');
  });

  it('says when the file cannot be read', () => {
    expect(() => loadSeed(write('{nope'))).toThrow(/could not be read/);
    expect(() => loadSeed('/no/such/seed.json')).toThrow(/could not be read/);
  });
});
