import { buildCredentials, sendsOnlyWalletAddress, WALLET_ONLY_AUTHORIZATIONS } from './credentials.ts';

const account = { address: 'pb1group' };

describe('buildCredentials', () => {
  it.each([
    ['Owner', { walletAddress: 'pb1wallet' }],
    ['RBAC', { walletAddress: 'pb1wallet' }],
    ['Shared', { walletAddress: 'pb1wallet' }],
    ['Group', { walletAddress: 'pb1wallet', groupPolicyAddress: 'pb1group' }],
    ['Multisig', { walletAddress: 'pb1wallet', groupPolicyAddress: 'pb1group' }],
    ['owner', { walletAddress: 'pb1wallet', groupPolicyAddress: 'pb1group' }],
  ])('%s sends %j', (authorizationType, expected) => {
    expect(buildCredentials({ address: 'pb1wallet', authorizationType }, account)).toStrictEqual(expected);
  });

  it('sends only the wallet address for Owner, RBAC and Shared', () => {
    expect(WALLET_ONLY_AUTHORIZATIONS).toEqual(['Owner', 'RBAC', 'Shared']);
    expect(sendsOnlyWalletAddress('Group')).toBe(false);
  });
});
