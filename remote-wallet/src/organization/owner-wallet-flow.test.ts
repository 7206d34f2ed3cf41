import type { Account } from '@lender/shared/endpoints/wallet';
import { accountGroups } from '../accounts/account-cards.ts';
import {
  afterChoose,
  afterOwnerConnect,
  createWalletAddress,
  onboardingAddress,
  ownerCandidates,
  ownerConnectRequest,
} from './owner-wallet-flow.ts';

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

describe('ownerConnectRequest and afterChoose', () => {
  const cardOf = (type: string) =>
    accountGroups([{ name: 'Sky', address: '0xabc', authorizedWallets: [wallet('0xABC', type)] }])
      .individual[0]!;
  const disconnected = { status: 'disconnected', address: null } as const;

  it.each([
    ['a hosted wallet: at once', 'PROVIDER', ['hosted'], 'hosted'],
    ['an OLDNET wallet: at once, hosted', 'OLDNET', ['hosted'], 'hosted'],
    ['a self-custody wallet: the person picks', 'SELF_CUSTODY', ['mobile', 'extension'], null],
  ])('%s', (_, type, kinds, connectAtOnce) => {
    const card = cardOf(type);
    expect(ownerConnectRequest(card)).toEqual({ kinds, required: '0xABC' });
    expect(afterChoose(card, disconnected)).toEqual({ next: 'Connect', connectAtOnce });
  });

  it.each([
    [
      'the chosen wallet already connected: on at once',
      'connected',
      '0xabc',
      { next: 'onboarding', ownerWallet: '0xabc' },
    ],
    [
      'another wallet connected: Connect (it is disconnected first)',
      'connected',
      '0xdef',
      { next: 'Connect', connectAtOnce: null },
    ],
    ['a pairing pending: Connect', 'pending', null, { next: 'Connect', connectAtOnce: null }],
  ] as const)('%s', (_, status, address, next) => {
    expect(afterChoose(cardOf('SELF_CUSTODY'), { status, address })).toEqual(next);
  });
});

it('Create Wallet comes back to this page', () => {
  expect(createWalletAddress()).toBe(
    '/auth/wallet/create-wallet?redirectUrl=%2Fauth%2Fwallet%2Forganization%2Fselect-account',
  );
});
