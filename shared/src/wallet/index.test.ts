import * as wallet from './index.ts';

describe('wallet public API', () => {
  it.each([
    'createWalletConnectionDriver',
    'walletConnectionReducer',
    'isConnectionExpired',
    'createWalletConnectionStore',
    'createInMemoryWallet',
    'checkConnectOptions',
    'connectionProofFault',
    'sessionChangeFault',
    'WalletProofError',
    'walletAppIdFor',
    'createEmitter',
    'sessionUpdateFor',
    'createMobileWalletAdapter',
    'createHostedWalletAdapter',
    'createExtensionWalletAdapter',
    'extensionInstalled',
    'walletOfLoginToken',
    'pagePassportSite',
  ] as const)('exports %s', (name) => {
    expect(typeof wallet[name]).toBe('function');
  });

  it('exports the initial session and the constants', () => {
    expect(wallet.initialWalletSession.status).toBe('disconnected');
    expect(wallet.CONNECTION_EXPIRED).toBe('Connection Expired');
    expect(wallet.NO_WALLET_CONNECTED).toBe('No wallet connected');
    expect(wallet.WALLET_ACCOUNT_CHANGED).toMatch(/another account/);
  });

  it('defines every export', () => {
    expect(Object.entries(wallet).filter(([, value]) => value === undefined)).toEqual([]);
  });
});
