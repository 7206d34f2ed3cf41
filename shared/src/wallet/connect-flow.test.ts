import { JWT_DEFAULT_LIFETIME_S } from '../crypto/signed-token-payload.ts';
import type { ConnectOptions } from './connect-options.ts';
import { createConnectFlow } from './connect-flow.ts';
import { walletConnectionReducer, type WalletConnectionEvent } from './connection-reducer.ts';
import { CONNECTION_PROOF_MESSAGES } from './connection-proof.ts';
import { createInMemoryWallet } from './in-memory-wallet.ts';
import type { WalletConnection } from './wallet-adapter.ts';
import { initialWalletSession, type WalletSession } from './wallet-session.ts';

const T0 = 1_000_000;

function setup(connect?: () => Promise<never>, now = T0) {
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
    now: () => now,
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

/** A wallet whose connect answers `change` of its real answer. */
async function answering(change: (answer: WalletConnection) => WalletConnection, now?: number) {
  const flow = setup(undefined, now);
  const answer = change(await flow.wallet.connect({}));
  jest.spyOn(flow.wallet, 'connect').mockResolvedValue(answer);
  return { ...flow, answer };
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

  // Before a connection counts, its token must prove it (connection-proof.test.ts has the table).
  it('a wallet answering with a token that is not a JWT is refused: disconnected, told to disconnect, rejected', async () => {
    const { completeConnect, reasons, disconnectWallet } = await answering((answer) => ({
      ...answer,
      signedJWT: 'not-a-jwt',
    }));
    await expect(completeConnect({})).rejects.toMatchObject({ name: 'WalletProofError', fault: 'not-a-jwt' });
    expect(reasons).toEqual([CONNECTION_PROOF_MESSAGES['not-a-jwt']]);
    expect(disconnectWallet).toHaveBeenCalled();
  });

  it('an answer is proved before its connect options are judged', async () => {
    const { completeConnect } = await answering((answer) => ({ ...answer, address: '0xnobody' }));
    await expect(completeConnect({ requiredIndividualAddress: '0xnobody' })).rejects.toMatchObject({
      fault: 'key-address',
    });
  });

  it('a connect refuses an expired token; a restored connection takes it (a connection outlives its token)', async () => {
    const later = Date.now() + 2 * JWT_DEFAULT_LIFETIME_S * 1000;
    const { completeConnect } = await answering((answer) => answer, later);
    await expect(completeConnect({})).rejects.toMatchObject({ fault: 'expired' });
    const restoring = await answering((answer) => answer, later);
    await expect(restoring.completeConnect({}, { restored: true })).resolves.toMatchObject({
      status: 'connected',
    });
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
