import {
  CONNECT_WAIT_MS,
  EXPIRY_CHECK_INTERVAL_MS,
  WALLET_CONNECTION_TIMEOUT_MS,
  WALLET_LIBRARY_VERSION,
} from './wallet-constants.ts';
import { initialWalletSession, WALLET_METHODS } from './wallet-session.ts';

describe('wallet session', () => {
  it('has every field of the specification, and only those', () => {
    expect(Object.keys(initialWalletSession).sort()).toEqual(
      [
        'address',
        'attributes',
        'bridge',
        'connected',
        'connectionEST',
        'connectionEXP',
        'connectionTimeout',
        'iframeParentId',
        'modal',
        'peer',
        'pendingMethod',
        'publicKey',
        'representedGroupPolicy',
        'signedJWT',
        'status',
        'version',
        'walletAppId',
        'walletInfo',
      ].sort(),
    );
    expect(Object.keys(initialWalletSession.modal).sort()).toEqual(
      ['dynamicUrl', 'isMobile', 'QRCodeImg', 'QRCodeUrl', 'showModal'].sort(),
    );
  });

  it('starts disconnected with the default timeout and the library version', () => {
    expect(initialWalletSession).toMatchObject({
      status: 'disconnected',
      connected: false,
      connectionTimeout: 86_400_000,
      version: '3.10.2',
      pendingMethod: null,
    });
  });

  it.each([
    ['connection timeout', WALLET_CONNECTION_TIMEOUT_MS, 86_400_000],
    ['expiry check interval', EXPIRY_CHECK_INTERVAL_MS, 1_000],
    ['connect wait', CONNECT_WAIT_MS, 3_000],
    ['library version', WALLET_LIBRARY_VERSION, '3.10.2'],
  ])('%s is %s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('lists exactly the pending methods of the specification', () => {
    expect(WALLET_METHODS).toEqual([
      'sendMessage',
      'switchToGroup',
      'signJWT',
      'signHexMessage',
      'removePendingMethod',
    ]);
  });
});
