import { accountGroups } from './account-cards.ts';

const wallet = (name: string, address: string) => ({
  name,
  address,
  type: 'SELF_CUSTODY',
  authorizationType: 'Owner',
  verified: true,
});

describe('a card’s role', () => {
  it.each([
    ['the owner wallet (any case)', '0xAB12', { label: 'Owner', name: null }],
    // The words are @lender/shared's (`walletRoleLabel`); the name apart, so it is shown isolated.
    ['a wallet signing for the account', '0xcd34', { label: 'Signing as', name: 'Pat' }],
  ])('%s', (_, address, role) => {
    const groups = accountGroups([
      { name: 'Acct', address: '0xab12', authorizedWallets: [wallet('Pat', address)] },
    ]);
    const [card] = [...groups.individual, ...groups.organizational];
    expect(card?.role).toEqual(role);
  });
});
