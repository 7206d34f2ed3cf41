/** @jest-environment node */
import { DEFAULT_SEED_FILE, loadSeed } from '../seed/load-seed.ts';
import { actingWallet, attachGrant, claimsBelong, mayActAs, type ActingRefusal } from './acting-rule.ts';
import { createWalletBook } from './wallet-book.ts';

const seed = loadSeed(DEFAULT_SEED_FILE);
const personas = seed.personas.map((persona) => ({ uuid: `identity-${persona.key}`, persona }));
const MORGAN = 'identity-wallet-holder';
const ADA = 'identity-wallet-attached-elsewhere';
const MORGAN_WALLET = '0x5cbdd86a2fa8dc4bddd8a8f69dba48572eec07fb';
const MORGAN_UNVERIFIED = '0x7564105e977516c53be337314c7e53838967bdac';
const REYES_LLC = '0xorg000000000000000000000000000000000001';
const REYES_GROUP = '0xorg000000000000000000000000000000000003'; // Morgan's Group wallet there is unverified
const PAT_WALLET = '0x19e7e376e7c213b7e7e7e46cc70a5dd086daff2a'; // attached to Pat; listed unverified for Ada
const typeWallet = (n: number) => `0xtype00000000000000000000000000000000000${n}`;

describe('mayActAs: who may act as which wallet', () => {
  it.each<[string, string, string, string | null, ActingRefusal | { addr: string; grp: string | null }]>([
    [
      'an owner wallet, verified and attached to them',
      MORGAN,
      MORGAN_WALLET,
      null,
      { addr: MORGAN_WALLET, grp: null },
    ],
    [
      'a wallet for an organization that lists it',
      MORGAN,
      MORGAN_WALLET,
      REYES_LLC,
      { addr: MORGAN_WALLET, grp: REYES_LLC },
    ],
    [
      "an organization's account address: through its signing wallet",
      MORGAN,
      REYES_LLC,
      null,
      { addr: MORGAN_WALLET, grp: REYES_LLC },
    ],
    ['a group whose listing of the wallet is unverified', MORGAN, MORGAN_WALLET, REYES_GROUP, 'not-verified'],
    ['an unverified wallet', MORGAN, MORGAN_UNVERIFIED, null, 'not-verified'],
    [
      'INMEMORY, verified, attached to nobody',
      MORGAN,
      typeWallet(0),
      null,
      { addr: typeWallet(0), grp: null },
    ],
    ['PROVIDER, unverified', MORGAN, typeWallet(1), null, 'not-verified'],
    ['OLDNET, verified', MORGAN, typeWallet(2), null, { addr: typeWallet(2), grp: null }],
    ['ADNALES', MORGAN, typeWallet(3), null, 'unsupported'],
    ['PROVENANCE, verified', MORGAN, typeWallet(4), null, 'must-convert'],
    ['SELF_CUSTODY, unverified', MORGAN, typeWallet(5), null, 'not-verified'],
    ['SUBSCRIBE, verified', MORGAN, typeWallet(6), null, 'unsupported'],
    ['UNKNOWN', MORGAN, typeWallet(7), null, 'unsupported'],
    ["another person's wallet", MORGAN, PAT_WALLET, null, 'not-authorized'],
    ["their wallet for another person's account", MORGAN, MORGAN_WALLET, PAT_WALLET, 'not-authorized'],
    ['a wallet nobody lists', MORGAN, '0xnobody', null, 'not-authorized'],
    ['a wallet they list but another identity holds', ADA, PAT_WALLET, null, 'not-verified'],
  ])('%s', (_, identity, wallet, group, expected) => {
    const decision = mayActAs(createWalletBook(personas), identity, wallet, group);
    if (typeof expected === 'string') expect(decision).toEqual({ ok: false, reason: expected });
    else expect(decision).toMatchObject({ ok: true, ...expected });
  });

  it('compares addresses without case', () => {
    const book = createWalletBook(personas);
    expect(
      mayActAs(book, MORGAN, MORGAN_WALLET.toUpperCase().replace('0X', '0x'), REYES_LLC.toUpperCase()).ok,
    ).toBe(true);
  });

  it('a verified wallet another identity holds is refused: self-custody belongs to whoever proved it first', () => {
    const book = createWalletBook(personas);
    book.accountsOf(ADA)[0]!.authorizedWallets[0]!.verified = true;
    expect(mayActAs(book, ADA, PAT_WALLET)).toEqual({ ok: false, reason: 'attached-elsewhere' });
  });

  it('while proving (attach verifies the wallet), an unverified wallet passes and the other rules still hold', () => {
    const book = createWalletBook(personas);
    const proving = { proving: true };
    expect(mayActAs(book, MORGAN, MORGAN_UNVERIFIED, null, proving).ok).toBe(true);
    expect(mayActAs(book, MORGAN, MORGAN_WALLET, REYES_GROUP, proving).ok).toBe(true);
    expect(mayActAs(book, ADA, PAT_WALLET, null, proving)).toEqual({
      ok: false,
      reason: 'attached-elsewhere',
    });
    expect(mayActAs(book, MORGAN, typeWallet(6), null, proving)).toEqual({
      ok: false,
      reason: 'unsupported',
    });
    expect(mayActAs(book, MORGAN, MORGAN_WALLET, PAT_WALLET, proving)).toEqual({
      ok: false,
      reason: 'not-authorized',
    });
  });
});

describe('attachGrant: what attach may grant a wallet that proved its key', () => {
  it.each<[string, string, string, string | null, { grp: string | null } | ActingRefusal]>([
    ['a new wallet, no group', MORGAN, '0xnewwallet', null, { grp: null }],
    ['a new wallet asking for their organization', MORGAN, '0xnewwallet', REYES_LLC, 'not-authorized'],
    ["their wallet asking for another person's account", MORGAN, MORGAN_WALLET, PAT_WALLET, 'not-authorized'],
    ['their wallet asking for their organization', MORGAN, MORGAN_WALLET, REYES_LLC, { grp: REYES_LLC }],
    [
      'their wallet, for a group listing it unverified (attach verifies it)',
      MORGAN,
      MORGAN_WALLET,
      REYES_GROUP,
      { grp: REYES_GROUP },
    ],
    ['their unverified wallet, no group', MORGAN, MORGAN_UNVERIFIED, null, { grp: null }],
    ['a group that is the wallet itself: no group', MORGAN, MORGAN_WALLET, MORGAN_WALLET, { grp: null }],
    ['a listed wallet of an unsupported type', MORGAN, typeWallet(6), null, 'unsupported'],
    ['a listed PROVENANCE wallet', MORGAN, typeWallet(4), null, 'must-convert'],
    ['a wallet listed for them that another identity holds', ADA, PAT_WALLET, null, 'attached-elsewhere'],
  ])('%s', (_, identity, wallet, group, expected) => {
    const grant = attachGrant(createWalletBook(personas), identity, wallet, group);
    expect(grant).toEqual(
      typeof expected === 'string' ? { ok: false, reason: expected } : { ok: true, ...expected },
    );
  });
});

describe("claimsBelong: a token's addr and grp are its identity's", () => {
  it.each<[string, { addr?: string; grp?: string }, boolean]>([
    ['no wallet claims', {}, true],
    ['its wallet', { addr: MORGAN_WALLET }, true],
    ['its wallet for its organization', { addr: MORGAN_WALLET, grp: REYES_LLC }, true],
    ['its wallet for an account that is not its own', { addr: MORGAN_WALLET, grp: PAT_WALLET }, false],
    ["another person's wallet", { addr: PAT_WALLET }, false],
    ['an account address as the wallet', { addr: REYES_LLC }, false],
    ['a wallet nobody lists', { addr: '0xnobody', grp: REYES_LLC }, false],
  ])('%s: %s', (_, claims, expected) => {
    expect(claimsBelong(createWalletBook(personas), MORGAN, claims)).toBe(expected);
  });
});

describe('actingWallet', () => {
  it("takes the token's claims when they are the identity's, and nothing when they are not", () => {
    const book = createWalletBook(personas);
    book.select(MORGAN, MORGAN_WALLET);
    expect(actingWallet(book, MORGAN, { addr: MORGAN_WALLET, grp: REYES_LLC })).toEqual({
      addr: MORGAN_WALLET,
      grp: REYES_LLC,
    });
    expect(actingWallet(book, MORGAN, { addr: MORGAN_WALLET })).toEqual({ addr: MORGAN_WALLET, grp: null });
    expect(actingWallet(book, MORGAN, { addr: PAT_WALLET })).toEqual({ addr: null, grp: null });
    expect(actingWallet(book, MORGAN, { addr: MORGAN_WALLET, grp: '0xorgofsomeoneelse' })).toEqual({
      addr: null,
      grp: null,
    });
  });

  it('then the selected account: an organization acts through the wallet that signs for it', () => {
    const book = createWalletBook(personas);
    book.select(MORGAN, REYES_LLC.toUpperCase().replace('0X', '0x'));
    expect(actingWallet(book, MORGAN, {})).toEqual({ addr: MORGAN_WALLET, grp: REYES_LLC });
  });

  it.each([
    ['unverified', MORGAN_UNVERIFIED],
    ['SUBSCRIBE (unsupported)', typeWallet(6)],
    ['PROVENANCE (to convert)', typeWallet(4)],
    ['an organization whose wallet is unverified', REYES_GROUP],
    ['not theirs', PAT_WALLET],
  ])('a selection it may not act as (%s) falls back to the first account it may', (_, selected) => {
    const book = createWalletBook(personas);
    book.select(MORGAN, selected);
    expect(actingWallet(book, MORGAN, {})).toEqual({ addr: MORGAN_WALLET, grp: null });
  });

  it('then the first account it may act as; nothing when there is none', () => {
    const book = createWalletBook(personas);
    expect(actingWallet(book, MORGAN, {})).toEqual({ addr: MORGAN_WALLET, grp: null });
    expect(actingWallet(book, 'identity-two-factor-email', {})).toEqual({ addr: null, grp: null });
    // Ada lists only Pat's wallet, unverified and attached to Pat.
    expect(actingWallet(book, ADA, {})).toEqual({ addr: null, grp: null });
    book.accountsOf(ADA)[0]!.authorizedWallets[0]!.verified = true;
    expect(actingWallet(book, ADA, {})).toEqual({ addr: null, grp: null });
    // Morgan's first account unverified: the next one it may act as.
    book.accountsOf(MORGAN)[0]!.authorizedWallets[0]!.verified = false;
    expect(actingWallet(book, MORGAN, {})).toEqual({ addr: MORGAN_WALLET, grp: REYES_LLC });
  });
});
