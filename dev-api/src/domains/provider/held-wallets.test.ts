/** @jest-environment node */
import type { AccountRecord, WalletRecord } from '../../state/wallet-book.ts';
import { heldWalletsOf, type HeldWalletBook } from './held-wallets.ts';

const wallet = (address: string, overrides: Partial<WalletRecord> = {}): WalletRecord => ({
  name: `Wallet ${address}`,
  address,
  type: 'PROVIDER',
  authorizationType: 'Owner',
  verified: false,
  representedGroupPolicy: null,
  ...overrides,
});
const account = (address: string, ...wallets: WalletRecord[]): AccountRecord => ({
  name: `Account ${address}`,
  address,
  authorizedWallets: wallets,
});

/** Hana's accounts; the provider holds the keys of 0xa, 0xb and 0xc (and of Hugo's 0xh). */
const book = (attachments: Record<string, string> = {}): HeldWalletBook => ({
  accountsOf: (uuid) =>
    uuid === 'hana'
      ? [
          account('0xa', wallet('0xA')),
          account('0xg1', wallet('0xa', { name: 'Hana as member', representedGroupPolicy: '0xg1' })),
          account('0xg2', wallet('0xa', { representedGroupPolicy: '0xg2' })),
          account('0xs', wallet('0xs', { type: 'SELF_CUSTODY' })),
          account('0xb', wallet('0xb', { name: '' })),
          account('0xc', wallet('0xc')),
        ]
      : uuid === 'hugo'
        ? [account('0xh', wallet('0xh'))]
        : [],
  attachedTo: (address) => attachments[address],
  providerKeyOf: (address) => (['0xa', '0xb', '0xc', '0xh'].includes(address) ? 'key' : undefined),
});

describe('heldWalletsOf: the wallets the hosted wallet lists for the person signed in', () => {
  it('lists the wallets of the person’s own accounts whose keys it holds, once, with their groups', () => {
    expect(heldWalletsOf(book(), 'hana')).toEqual([
      { address: '0xa', name: 'Wallet 0xA', groups: ['0xg1', '0xg2'] },
      { address: '0xb', name: '0xb', groups: [] },
      { address: '0xc', name: 'Wallet 0xc', groups: [] },
    ]);
  });

  it.each([
    ['another person’s wallet', 'hugo', {}, ['0xh']],
    ['nothing for an identity with no accounts', 'nobody', {}, []],
    ['a wallet attached to the person, kept', 'hana', { '0xc': 'hana' }, ['0xa', '0xb', '0xc']],
    ['a wallet attached to another identity, left out', 'hana', { '0xc': 'hugo' }, ['0xa', '0xb']],
  ])('%s', (_, identity, attachments, expected) => {
    expect(heldWalletsOf(book(attachments), identity).map((held) => held.address)).toEqual(expected);
  });
});
