import {
  disconnectRegisteredWallet,
  registerWalletDisconnect,
  WALLET_DISCONNECT_TIMEOUT_MS,
} from './wallet-disconnect.ts';

describe('the wallet disconnect logout calls', () => {
  it('calls the registered wallet, and nothing once it is unregistered', async () => {
    const disconnect = jest.fn(async () => undefined);
    const unregister = registerWalletDisconnect(disconnect);
    await disconnectRegisteredWallet();
    expect(disconnect).toHaveBeenCalledTimes(1);
    unregister();
    await disconnectRegisteredWallet();
    expect(disconnect).toHaveBeenCalledTimes(1);
  });

  it('an older registration cannot unregister a newer one', async () => {
    const first = jest.fn(async () => undefined);
    const second = jest.fn(async () => undefined);
    const unregisterFirst = registerWalletDisconnect(first);
    const unregisterSecond = registerWalletDisconnect(second);
    unregisterFirst();
    await disconnectRegisteredWallet();
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    unregisterSecond();
  });

  it('a wallet that fails to disconnect is logged and does not stop the logout', async () => {
    const log = jest.fn();
    const unregister = registerWalletDisconnect(async () => {
      throw new Error('wallet gone');
    });
    await expect(disconnectRegisteredWallet(log)).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.any(String), expect.any(Error));
    unregister();
  });
});

describe('a wallet that never answers', () => {
  it('is given up on after the timeout, and the logout goes on', async () => {
    const log = jest.fn();
    const unregister = registerWalletDisconnect(() => new Promise<void>(() => undefined));
    await expect(disconnectRegisteredWallet(log, 20)).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('The wallet did not disconnect cleanly', expect.any(Error));
    expect(WALLET_DISCONNECT_TIMEOUT_MS).toBe(3000);
    unregister();
  });
});
