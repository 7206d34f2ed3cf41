import type { ConnectOptions } from './connect-options.ts';
import { createConnectFlow } from './connect-flow.ts';
import { walletConnectionReducer, type WalletConnectionEvent } from './connection-reducer.ts';
import { createInMemoryWallet } from './in-memory-wallet.ts';
import { initialWalletSession, type WalletSession } from './wallet-session.ts';

const T0 = 1_000_000;

function setup(connect?: () => Promise<never>) {
  const wallet = createInMemoryWallet();
  if (connect) jest.spyOn(wallet, 'connect').mockImplementation(connect);
  let state: WalletSession = walletConnectionReducer(initialWalletSession, { type: 'connect-started' });
  const reasons: (string | null | undefined)[] = [];
  const transition = (event: WalletConnectionEvent, reason?: string | null) => {
    if (event.type === 'disconnected') reasons.push(reason);
    state = walletConnectionReducer(state, event);
  };
  const disconnectWallet = jest.fn(() => Promise.resolve());
  const completeConnect = createConnectFlow({
    adapter: wallet,
    getState: () => state,
    transition,
    disconnectWallet,
    now: () => T0,
    connectionTimeout: 5_000,
  });
  return {
    wallet,
    completeConnect,
    reasons,
    disconnectWallet,
    abandon: () => transition({ type: 'modal-closed' }),
  };
}

describe('createConnectFlow', () => {
  it('connects with the given timeout', async () => {
    const { wallet, completeConnect } = setup();
    await expect(completeConnect({})).resolves.toMatchObject({
      status: 'connected',
      address: wallet.address,
      connectionEST: T0,
      connectionEXP: T0 + 5_000,
    });
  });

  it.each<[string, unknown, string]>([
    ['an Error', new Error('User rejected'), 'User rejected'],
    ['anything else', 'timeout', 'timeout'],
  ])('a wallet rejecting with %s disconnects with its message and rejects', async (_, thrown, reason) => {
    const { completeConnect, reasons } = setup(async () => {
      throw thrown;
    });
    await expect(completeConnect({})).rejects.toBe(thrown);
    expect(reasons).toEqual([reason]);
  });

  it.each<[string, ConnectOptions]>([
    ['requiredIndividualAddress', { requiredIndividualAddress: '0xnobody' }],
    ['requiredGroupAddress', { requiredGroupAddress: '0xgrp' }],
  ])('a wallet failing %s is disconnected', async (option, options) => {
    const { completeConnect, reasons, disconnectWallet } = setup();
    await expect(completeConnect(options)).rejects.toMatchObject({ name: 'ConnectOptionsError', option });
    expect(reasons).toEqual([`The connected wallet does not satisfy ${option}`]);
    expect(disconnectWallet).toHaveBeenCalled();
  });

  it('a connect abandoned meanwhile disconnects the wallet and resolves disconnected', async () => {
    const { completeConnect, abandon, disconnectWallet } = setup();
    const connecting = completeConnect({});
    abandon();
    await expect(connecting).resolves.toMatchObject({ status: 'disconnected' });
    expect(disconnectWallet).toHaveBeenCalled();
  });

  it('a wallet error after the connect was abandoned changes nothing more', async () => {
    const { completeConnect, abandon, reasons } = setup(() => Promise.reject(new Error('late')));
    const connecting = completeConnect({});
    abandon();
    await expect(connecting).rejects.toThrow('late');
    expect(reasons).toEqual([]);
  });
});
