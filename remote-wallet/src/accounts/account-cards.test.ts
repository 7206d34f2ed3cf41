import type { Account } from '@lender/shared/endpoints/wallet';
import { accountGroups } from './account-cards.ts';
import { authorizedWallet as wallet } from './authorized-wallet.testing.ts';

describe('a card’s role', () => {
  it.each([
    ['the owner wallet (any case)', '0xAB12', { label: 'Owner', name: null }],
    // The words are @lender/shared's (`walletRoleLabel`); the name apart, so it is shown isolated.
    ['a wallet signing for the account', '0xcd34', { label: 'Signing as', name: 'Pat' }],
  ])('%s', (_, address, role) => {
    const groups = accountGroups([
      { name: 'Acct', address: '0xab12', authorizedWallets: [wallet(address, 'SELF_CUSTODY', true, 'Pat')] },
    ]);
    const [card] = [...groups.individual, ...groups.organizational];
    expect(card?.role).toEqual(role);
  });
});

describe('accountGroups', () => {
  const accounts: Account[] = [
    {
      name: 'Acme Holdings',
      address: 'tp1acmeorganization0001',
      authorizedWallets: [wallet('0xmember0000000000001')],
    },
    {
      name: 'Morgan Reyes',
      address: '0x5cbdd86a2fa8dc4bddd8a8f69dba48572eec07fb',
      authorizedWallets: [wallet('0x5CBDD86A2FA8DC4BDDD8A8F69DBA48572EEC07FB', 'SELF_CUSTODY', false)],
    },
  ];

  it('puts owned accounts under Individual Accounts and the rest under Organizational Accounts', () => {
    const { individual, organizational } = accountGroups(accounts);
    expect(individual).toEqual([
      expect.objectContaining({
        account: { name: 'Morgan Reyes', address: '0x5cbdd86a2fa8dc4bddd8a8f69dba48572eec07fb' },
        shortAddress: '0x5cb...c07fb',
        role: { label: 'Owner', name: null },
        verified: false,
        selectAddress: '0x5CBDD86A2FA8DC4BDDD8A8F69DBA48572EEC07FB',
      }),
    ]);
    expect(organizational).toEqual([
      expect.objectContaining({
        account: { name: 'Acme Holdings', address: 'tp1acmeorganization0001' },
        shortAddress: 'tp1ac...n0001',
        role: { label: 'Signing as', name: 'Morgan Reyes' },
        verified: true,
        selectAddress: 'tp1acmeorganization0001',
      }),
    ]);
  });

  it('makes one card per wallet, each with its own key', () => {
    const shared: Account = {
      name: 'Shared',
      address: 'tp1shared',
      authorizedWallets: [wallet('tp1shared'), wallet('0xother')],
    };
    const cards = accountGroups([shared]).individual;
    expect(cards.map((card) => card.role)).toEqual([
      { label: 'Owner', name: null },
      { label: 'Signing as', name: 'Morgan Reyes' },
    ]);
    expect(new Set(cards.map((card) => card.key)).size).toBe(2);
  });

  it('is empty for no accounts', () => {
    expect(accountGroups([])).toEqual({ individual: [], organizational: [] });
  });
});
