/** @jest-environment node */
import { DEFAULT_SEED_FILE, loadSeed } from '../seed/load-seed.ts';
import { createWalletBook } from './wallet-book.ts';

const seed = loadSeed(DEFAULT_SEED_FILE);
const personas = seed.personas.map((persona) => ({ uuid: `identity-${persona.key}`, persona }));
const MORGAN = 'identity-wallet-holder';
const MORGAN_WALLET = '0x5cbdd86a2fa8dc4bddd8a8f69dba48572eec07fb';

describe('the wallet book', () => {
  it('knows seeded attachments and public keys, and reset forgets what changed', () => {
    const book = createWalletBook(personas);
    expect(book.attachedTo(MORGAN_WALLET.toUpperCase().replace('0X', '0x'))).toBe(MORGAN);
    expect(book.publicKeyOf(MORGAN_WALLET)).toMatch(/^0[23][0-9a-f]{64}$/);
    book.attach('0xnew', MORGAN);
    book.addAccount(MORGAN, { name: 'New', address: '0xnew', authorizedWallets: [] });
    book.accountsOf(MORGAN)[0]!.authorizedWallets[0]!.verified = false;
    book.reset();
    expect(book.attachedTo('0xnew')).toBeUndefined();
    expect(book.accountsOf(MORGAN).map((a) => a.address)).not.toContain('0xnew');
    expect(book.accountsOf(MORGAN)[0]!.authorizedWallets[0]!.verified).toBe(true);
  });

  it('puts one identity back as seeded, and leaves the others as they are', () => {
    const book = createWalletBook(personas);
    const HUGO = 'identity-hosted-wallet-modal';
    const HUGO_WALLET = '0x62f94e9ac9349bccc61bfe66ddade6292702ecb6';
    book.attach(HUGO_WALLET, HUGO);
    book.accountsOf(HUGO)[0]!.authorizedWallets[0]!.verified = true;
    book.addAccount(HUGO, { name: 'Created', address: '0xcreated', authorizedWallets: [] });
    book.select(HUGO, HUGO_WALLET);
    book.attach('0xother', MORGAN);
    book.resetIdentity(HUGO);
    expect(book.attachedTo(HUGO_WALLET)).toBeUndefined();
    expect(book.accountsOf(HUGO).map((account) => account.authorizedWallets[0]?.verified)).toEqual([false]);
    expect(book.selectedBy(HUGO)).toBeUndefined();
    expect(book.providerKeyOf(HUGO_WALLET)).toBe('8'.repeat(64));
    expect(book.attachedTo('0xother')).toBe(MORGAN);
  });
});

describe('defaultWalletOf', () => {
  const member = (defaultWallet: boolean) => ({
    name: 'Member',
    address: '0xmember',
    type: 'SELF_CUSTODY' as const,
    authorizationType: 'RBAC',
    verified: true,
    defaultWallet,
  });
  const orgPersona = {
    ...seed.personas[0]!,
    accounts: [{ name: 'Org', address: '0xorg', wallets: [member(true)] }],
  };

  it("names the seeded default wallet, with the organization's account when it acts for one; nothing otherwise", () => {
    const book = createWalletBook([...personas, { uuid: 'identity-org-default', persona: orgPersona }]);
    expect(book.defaultWalletOf('identity-token-wallet-modal')).toEqual({
      addr: '0xae72a48c1a36bd18af168541c53037965d26e4a8',
    });
    expect(book.defaultWalletOf('identity-org-default')).toEqual({ addr: '0xmember', grp: '0xorg' });
    expect(book.defaultWalletOf(MORGAN)).toEqual({});
  });
});
