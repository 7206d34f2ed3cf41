import type { Account } from '@lender/shared/endpoints/wallet';
import { afterOwnerConnect, onboardingAddress, ownerCandidates } from './owner-wallet-flow.ts';

const wallet = (address: string, type: string, authorizationType = 'Owner') => ({
  name: `Wallet ${address}`,
  address,
  type,
  authorizationType,
  verified: true,
});

describe('ownerCandidates', () => {
  const accounts: Account[] = [
    { name: 'Hosted', address: '0xaaa', authorizedWallets: [wallet('0xAAA', 'PROVIDER')] },
    { name: 'Self', address: '0xbbb', authorizedWallets: [wallet('0xbbb', 'SELF_CUSTODY')] },
    { name: 'Old', address: '0xccc', authorizedWallets: [wallet('0xccc', 'OLDNET')] },
    { name: 'Gone', address: '0xddd', authorizedWallets: [wallet('0xddd', 'ADNALES')] },
    { name: 'Provenance', address: '0xeee', authorizedWallets: [wallet('0xeee', 'PROVENANCE')] },
    // An individual account a shared wallet may also act for: only its owner wallet controls.
    {
      name: 'Shared',
      address: '0xfff',
      authorizedWallets: [wallet('0xfff', 'SELF_CUSTODY'), wallet('0xaaa', 'PROVIDER', 'Shared')],
    },
    // An organization's account: its member wallets are not individual wallets of their own here.
    { name: 'Org', address: '0xorg', authorizedWallets: [wallet('0xbbb', 'SELF_CUSTODY', 'RBAC')] },
  ];

  it('lists the owner wallets of individual accounts that can connect, once each, in order', () => {
    expect(ownerCandidates(accounts).map((card) => card.account.name)).toEqual([
      'Hosted',
      'Self',
      'Old',
      'Shared',
    ]);
  });

  it('is empty without individual accounts', () => {
    expect(ownerCandidates([accounts[6]!])).toEqual([]);
  });
});

describe('afterOwnerConnect', () => {
  it.each([
    ['the chosen wallet', '0xabc', '0xABC', { next: 'onboarding', ownerWallet: '0xABC' }],
    ['another wallet', '0xabc', '0xdef', { next: 'Select' }],
    ['no connection', '0xabc', null, { next: 'Select' }],
  ] as const)('%s', (_, chosen, connected, next) => {
    expect(afterOwnerConnect(chosen, connected)).toEqual(next);
  });
});

describe('onboardingAddress', () => {
  it.each([
    ['', '/auth/wallet/onboarding'],
    ['?redirectUrl=%2Fdashboard&intent=kyc', '/auth/wallet/onboarding?redirectUrl=%2Fdashboard&intent=kyc'],
  ])('carries the query %p along', (search, address) => {
    expect(onboardingAddress(search)).toBe(address);
  });
});
