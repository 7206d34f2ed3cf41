import { signJwtES256K } from '../crypto/jwt-es256k.ts';
import { JWT_DEFAULT_LIFETIME_S } from '../crypto/signed-token-payload.ts';
import { ConnectOptionsError } from './connect-options.ts';
import { CONNECTION_PROOF_MESSAGES, type ConnectionProofFault } from './connection-proof.ts';
import { createWalletConnectionDriver, type WalletConnectionDriverOptions } from './connection-driver.ts';
import { createInMemoryWallet, type InMemoryWallet } from './in-memory-wallet.ts';
import type { WalletConnection } from './wallet-adapter.ts';
import { SendMessageError } from './wallet-method-results.ts';
import type { WalletSession } from './wallet-session.ts';

const T0 = 1_700_000_000_000;
const DAY = 86_400_000;
const KEY = '0000000000000000000000000000000000000000000000000000000000000001';
const OTHER_KEY = '0000000000000000000000000000000000000000000000000000000000000002';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

let wallet: InMemoryWallet;
/** A second wallet, for answers that name another one. */
const other = () => createInMemoryWallet({ privateKey: OTHER_KEY });
type Driver = ReturnType<typeof setup>['driver'];
let onRedirect: jest.Mock;
let drivers: { dispose(): void }[];

function setup(extra: Partial<WalletConnectionDriverOptions> = {}) {
  const driver = createWalletConnectionDriver({
    adapter: wallet,
    onRedirect,
    redirectUrlWhenDisconnected: '/auth/login',
    walletAppId: 'mobile-test',
    now: () => Date.now(),
    ...extra,
  });
  drivers.push(driver);
  const seen: { name: string; payload: unknown }[] = [];
  for (const name of ['connected', 'disconnected', 'signJWT:complete', 'signJWT:failed'] as const)
    driver.on(name, (payload: unknown) => seen.push({ name, payload }));
  return { driver, seen };
}

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  wallet = createInMemoryWallet({ privateKey: KEY, groups: ['0xgrp'], now: () => Date.now() });
  onRedirect = jest.fn();
  drivers = [];
});

afterEach(() => {
  drivers.forEach((driver) => driver.dispose());
  jest.useRealTimers();
});

describe('connect', () => {
  it('goes pending, then connected with EST = now and EXP = EST + 86 400 000 ms', async () => {
    const { driver, seen } = setup();
    const statuses: string[] = [];
    driver.subscribe((state, previous) => statuses.push(`${previous.status}→${state.status}`));
    const connecting = driver.connect();
    expect(driver.getState()).toMatchObject({ status: 'pending', walletAppId: 'mobile-test' });
    await connecting;
    expect(statuses).toEqual(['disconnected→pending', 'pending→connected']);
    expect(driver.getState()).toMatchObject({
      status: 'connected',
      connected: true,
      address: wallet.address,
      publicKey: wallet.publicKey,
      connectionEST: T0,
      connectionEXP: T0 + DAY,
    });
    expect(driver.getState().signedJWT).toEqual(expect.any(String));
    expect(seen).toEqual([{ name: 'connected', payload: driver.getState() }]);
  });

  it('does not connect twice', async () => {
    const { driver } = setup();
    await driver.connect();
    const connect = jest.spyOn(wallet, 'connect');
    await expect(driver.connect()).resolves.toBe(driver.getState());
    expect(connect).not.toHaveBeenCalled();
  });

  it('a wallet error returns to disconnected with its message as the reason, and rejects', async () => {
    const { driver, seen } = setup();
    jest.spyOn(wallet, 'connect').mockRejectedValueOnce(new Error('User rejected'));
    await expect(driver.connect()).rejects.toThrow('User rejected');
    expect(driver.getState().status).toBe('disconnected');
    expect(seen).toEqual([{ name: 'disconnected', payload: { reason: 'User rejected' } }]);
  });

  it('a wallet failing the connect options is disconnected with ConnectOptionsError', async () => {
    const { driver } = setup();
    const disconnect = jest.spyOn(wallet, 'disconnect');
    await expect(driver.connect({ requiredIndividualAddress: '0xsomeoneelse' })).rejects.toThrow(
      ConnectOptionsError,
    );
    expect(driver.getState().status).toBe('disconnected');
    expect(disconnect).toHaveBeenCalled();
  });

  it.each([
    ['a non-Error rejection', 'nope', 'nope'],
    ['an Error', new Error('bad'), 'bad'],
  ])('gives %s as a reason', async (_, thrown, reason) => {
    const { driver, seen } = setup();
    jest.spyOn(wallet, 'connect').mockRejectedValueOnce(thrown);
    await expect(driver.connect()).rejects.toBe(thrown);
    expect(seen).toContainEqual({ name: 'disconnected', payload: { reason } });
  });
});

describe('the modal', () => {
  it('closing it while pending, with no connection and no wallet app, disconnects and abandons the connect', async () => {
    const { driver } = setup({ walletAppId: null });
    const pendingConnect = deferred<WalletConnection>();
    jest.spyOn(wallet, 'connect').mockReturnValueOnce(pendingConnect.promise);
    const disconnect = jest.spyOn(wallet, 'disconnect');
    const connecting = driver.connect();
    driver.updateModal({ showModal: true, QRCodeUrl: 'wc:abc' });
    expect(driver.getState().modal).toMatchObject({ showModal: true, QRCodeUrl: 'wc:abc' });
    driver.closeModal();
    expect(driver.getState().status).toBe('disconnected');
    pendingConnect.resolve({ address: wallet.address, publicKey: wallet.publicKey, signedJWT: null });
    await expect(connecting).resolves.toMatchObject({ status: 'disconnected' });
    expect(disconnect).toHaveBeenCalled();
  });

  it('closing it while a wallet app is opening keeps the connect pending', () => {
    const { driver } = setup();
    jest.spyOn(wallet, 'connect').mockReturnValueOnce(new Promise(() => undefined));
    void driver.connect();
    driver.closeModal();
    expect(driver.getState()).toMatchObject({ status: 'pending', modal: { showModal: false } });
  });
});

describe('expiry, checked every second', () => {
  it('still connected exactly at EXP, disconnected with "Connection Expired" once past it', async () => {
    const { driver, seen } = setup();
    const disconnect = jest.spyOn(wallet, 'disconnect');
    await driver.connect();
    jest.advanceTimersByTime(DAY); // the check at T0 + DAY sees now === EXP
    expect(driver.getState().status).toBe('connected');
    expect(onRedirect).not.toHaveBeenCalled();
    jest.advanceTimersByTime(999);
    expect(driver.getState().status).toBe('connected');
    jest.advanceTimersByTime(1); // the next check, now > EXP
    expect(driver.getState().status).toBe('disconnected');
    expect(seen).toContainEqual({ name: 'disconnected', payload: { reason: 'Connection Expired' } });
    expect(onRedirect).toHaveBeenCalledWith('/auth/login');
    expect(disconnect).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('a wallet action resets the timeout and so postpones the expiry', async () => {
    const { driver } = setup({ connectionTimeout: 5_000 });
    await driver.connect();
    expect(driver.getState().connectionEXP).toBe(T0 + 5_000);
    jest.advanceTimersByTime(3_000);
    await driver.signJWT();
    expect(driver.getState()).toMatchObject({ connectionEST: T0, connectionEXP: T0 + 8_000 });
    jest.advanceTimersByTime(5_000); // T0 + 8 000: past the old EXP, at the new one
    expect(driver.getState().status).toBe('connected');
    jest.advanceTimersByTime(1_000);
    expect(driver.getState().status).toBe('disconnected');
  });

  it('uses the injected timers: started on connect, cleared on disconnect', async () => {
    const setIntervalSpy = jest.fn((handler: () => void, ms: number) => setInterval(handler, ms));
    const clearIntervalSpy = jest.fn((handle: ReturnType<typeof setInterval>) => clearInterval(handle));
    const { driver } = setup({ setInterval: setIntervalSpy, clearInterval: clearIntervalSpy });
    await driver.connect();
    expect(setIntervalSpy).toHaveBeenCalledWith(expect.any(Function), 1_000);
    await driver.disconnect();
    expect(clearIntervalSpy).toHaveBeenCalledWith(setIntervalSpy.mock.results[0]?.value);
  });

  it('stops checking once disposed', async () => {
    const { driver } = setup({ connectionTimeout: 1_000 });
    await driver.connect();
    driver.dispose();
    jest.advanceTimersByTime(5_000);
    expect(driver.getState().status).toBe('connected');
  });
});

describe('wallet methods', () => {
  const methods = [
    ['signJWT', (d: Driver) => d.signJWT({ expiresAt: T0 / 1000 + 600 })],
    ['signHexMessage', (d: Driver) => d.signHexMessage('deadbeef')],
    ['sendMessage', (d: Driver) => d.sendMessage({ messages: ['CgE='] })],
    ['switchToGroup', (d: Driver) => d.switchToGroup('0xgrp')],
    ['removePendingMethod', (d: Driver) => d.removePendingMethod('request-1')],
  ] as const;

  it.each(methods)(
    '%s sets pendingMethod while running, clears it, and emits complete',
    async (method, invoke) => {
      const { driver } = setup();
      await driver.connect();
      const complete = jest.fn();
      driver.on(`${method}:complete`, complete);
      const running = invoke(driver);
      expect(driver.getState().pendingMethod).toBe(method);
      const result: unknown = await running;
      expect(driver.getState().pendingMethod).toBeNull();
      expect(complete).toHaveBeenCalledWith({ method, result });
    },
  );

  it.each(methods)(
    '%s clears pendingMethod after a failure, emits failed and rejects',
    async (method, invoke) => {
      const { driver } = setup();
      await driver.connect();
      const gate = deferred<never>();
      jest.spyOn(wallet, method).mockReturnValueOnce(gate.promise);
      const failed = jest.fn();
      driver.on(`${method}:failed`, failed);
      const running = invoke(driver);
      expect(driver.getState().pendingMethod).toBe(method);
      gate.reject(new Error('User declined'));
      await expect(running).rejects.toThrow('User declined');
      expect(driver.getState().pendingMethod).toBeNull();
      expect(failed).toHaveBeenCalledWith({ method, error: new Error('User declined') });
    },
  );

  it.each(methods)('%s without a connection: "No wallet connected"', async (method, invoke) => {
    const { driver } = setup();
    const failed = jest.fn();
    driver.on(`${method}:failed`, failed);
    await expect(invoke(driver)).rejects.toThrow(new Error('No wallet connected'));
    expect(failed).toHaveBeenCalledWith({ method, error: new Error('No wallet connected') });
    expect(driver.getState().pendingMethod).toBeNull();
  });

  it('signJWT and switchToGroup store the new token (and group) in the session', async () => {
    const { driver } = setup();
    await driver.connect();
    const jwt = await driver.signJWT();
    expect(driver.getState().signedJWT).toBe(jwt);
    const switched = await driver.switchToGroup('0xgrp');
    expect(driver.getState()).toMatchObject({
      signedJWT: switched.signedJWT,
      representedGroupPolicy: { address: '0xgrp' },
    });
  });

  it('a broadcast with a non-zero code fails with its raw log', async () => {
    const { driver } = setup();
    await driver.connect();
    const result = { code: 13, rawLog: 'out of gas' };
    jest.spyOn(wallet, 'sendMessage').mockResolvedValueOnce(result);
    const errors: unknown[] = [];
    driver.on('sendMessage:failed', ({ error }) => errors.push(error));
    await expect(driver.sendMessage({ messages: [] })).rejects.toThrow(new SendMessageError(result));
    expect(errors).toEqual([expect.objectContaining({ name: 'SendMessageError', result })]);
  });
});

describe('disconnecting', () => {
  it('disconnect applies the redirect URL, tells the wallet, and gives the reason', async () => {
    const { driver, seen } = setup();
    await driver.connect();
    const disconnect = jest.spyOn(wallet, 'disconnect');
    await driver.disconnect('Switched account');
    expect(driver.getState().status).toBe('disconnected');
    expect(disconnect).toHaveBeenCalled();
    expect(onRedirect).toHaveBeenCalledWith('/auth/login');
    expect(seen).toContainEqual({ name: 'disconnected', payload: { reason: 'Switched account' } });
  });

  it('redirects nowhere without a configured URL, and not when already disconnected', async () => {
    const { driver } = setup({ redirectUrlWhenDisconnected: undefined });
    await driver.connect();
    await driver.disconnect();
    const other = setup().driver;
    await other.disconnect();
    expect(onRedirect).not.toHaveBeenCalled();
  });

  it('a wallet that fails to disconnect still leaves the session disconnected', async () => {
    const { driver } = setup();
    await driver.connect();
    jest.spyOn(wallet, 'disconnect').mockRejectedValueOnce(new Error('gone'));
    await expect(driver.disconnect()).resolves.toBeUndefined();
    expect(driver.getState().status).toBe('disconnected');
  });

  it('reset returns to the initial session', async () => {
    const { driver } = setup({ connectionTimeout: 5_000 });
    await driver.connect();
    await driver.reset();
    expect(driver.getState()).toMatchObject({
      status: 'disconnected',
      address: null,
      connectionTimeout: 86_400_000,
    });
    expect(onRedirect).toHaveBeenCalledWith('/auth/login');
  });
});

describe('the wallet’s own events', () => {
  it('a session update refreshes EST and EXP; a disconnect from the wallet disconnects with its reason', async () => {
    const { driver, seen } = setup();
    await driver.connect();
    jest.advanceTimersByTime(10_000);
    const renewed = await wallet.signJWT({});
    wallet.emit({ type: 'session-update', connection: { signedJWT: renewed } });
    expect(driver.getState()).toMatchObject({
      signedJWT: renewed,
      connectionEST: T0 + 10_000,
      connectionEXP: T0 + 10_000 + DAY,
    });
    wallet.emit({ type: 'disconnect', reason: 'Closed in wallet' });
    expect(driver.getState().status).toBe('disconnected');
    wallet.emit({ type: 'disconnect' });
    expect(seen.filter((e) => e.name === 'disconnected')).toEqual([
      { name: 'disconnected', payload: { reason: 'Closed in wallet' } },
    ]);
    expect(onRedirect).toHaveBeenCalledTimes(1);
  });

  // Issue 26, item 9: a change to who the wallet is, or to what it signed, proves itself as a connect does.
  it.each<[string, (driver: Driver) => Promise<unknown> | void, ConnectionProofFault]>([
    [
      'a session update with a token that is not a JWT',
      () => wallet.emit({ type: 'session-update', connection: { signedJWT: 'forged' } }),
      'not-a-jwt',
    ],
    [
      'a session update naming another address (the old key and token kept)',
      () => wallet.emit({ type: 'session-update', connection: { address: other().address } }),
      'key-address',
    ],
    [
      'a session update with a token another key signed',
      () =>
        wallet.emit({
          type: 'session-update',
          connection: { signedJWT: signJwtES256K({ addr: wallet.address }, OTHER_KEY) },
        }),
      'bad-signature',
    ],
    [
      'a session update acting for a group its token does not name',
      () =>
        wallet.emit({ type: 'session-update', connection: { representedGroupPolicy: { address: '0xgrp' } } }),
      'grp',
    ],
    [
      'signJWT answering a token that is not a JWT',
      (driver) => {
        jest.spyOn(wallet, 'signJWT').mockResolvedValueOnce('forged');
        return driver.signJWT();
      },
      'not-a-jwt',
    ],
    [
      'signJWT answering an expired token (a new token must be live, unlike a restored one)',
      (driver) => driver.signJWT({ expiresAt: T0 / 1000 - 1 }),
      'expired',
    ],
    [
      'switchToGroup answering a token that names no group',
      (driver) => {
        jest.spyOn(wallet, 'switchToGroup').mockResolvedValueOnce({
          signedJWT: driver.getState().signedJWT,
          representedGroupPolicy: { address: '0xgrp' },
        });
        return driver.switchToGroup('0xgrp');
      },
      'grp',
    ],
    [
      'switchToGroup answering another wallet’s token',
      (driver) => {
        const signedJWT = signJwtES256K({ addr: other().address, grp: '0xgrp' }, OTHER_KEY);
        jest
          .spyOn(wallet, 'switchToGroup')
          .mockResolvedValueOnce({ signedJWT, representedGroupPolicy: { address: '0xgrp' } });
        return driver.switchToGroup('0xgrp');
      },
      'bad-signature',
    ],
  ])('%s disconnects with the proof’s message and tells the wallet', async (_, change, fault) => {
    const { driver, seen } = setup();
    await driver.connect();
    const disconnect = jest.spyOn(wallet, 'disconnect');
    const running = change(driver);
    if (running) await expect(running).rejects.toMatchObject({ name: 'WalletProofError', fault });
    expect(driver.getState()).toMatchObject({ status: 'disconnected', address: null, signedJWT: null });
    expect(seen).toContainEqual({
      name: 'disconnected',
      payload: { reason: CONNECTION_PROOF_MESSAGES[fault] },
    });
    expect(disconnect).toHaveBeenCalled();
  });

  it.each<[string, () => Partial<WalletConnection>, Partial<WalletSession>]>([
    [
      'one changing none of the address, key, token or group (nothing to prove)',
      () => ({ attributes: [{ name: 'kyc', value: 'yes' }] }),
      { attributes: [{ name: 'kyc', value: 'yes' }] },
    ],
    [
      'another wallet whose key, address and token agree',
      () => ({
        address: other().address,
        publicKey: other().publicKey,
        signedJWT: signJwtES256K({ addr: other().address }, OTHER_KEY),
      }),
      { address: other().address, publicKey: other().publicKey },
    ],
  ])('a session update with %s is taken', async (_, change, expected) => {
    const { driver } = setup();
    await driver.connect();
    wallet.emit({ type: 'session-update', connection: change() });
    expect(driver.getState()).toMatchObject({ status: 'connected', ...expected });
  });

  it('a wallet without events is fine', async () => {
    const { driver } = setup({ adapter: { ...wallet, subscribe: undefined } });
    await driver.connect();
    expect(driver.getState().status).toBe('connected');
  });
});

describe('rehydrate', () => {
  async function savedSession() {
    const { driver } = setup();
    await driver.connect();
    return driver.getState();
  }

  it('a saved connected session over a live disconnected one goes pending, then reconnects', async () => {
    const saved = await savedSession();
    jest.advanceTimersByTime(60_000);
    const { driver } = setup();
    const reconnecting = driver.rehydrate(saved);
    expect(driver.getState()).toMatchObject({ status: 'pending', address: saved.address });
    await expect(reconnecting).resolves.toMatchObject({ status: 'connected', connectionEST: T0 + 60_000 });
  });

  it('a saved session that is not connected is left alone', async () => {
    const saved = { ...(await savedSession()), status: 'disconnected' as const };
    const { driver } = setup();
    const connect = jest.spyOn(wallet, 'connect');
    await expect(driver.rehydrate(saved)).resolves.toMatchObject({ status: 'disconnected', address: null });
    expect(connect).not.toHaveBeenCalled();
  });

  // A saved record is proved as a connect answer is, but its token may have expired.
  it.each<[string, (saved: WalletSession) => WalletSession]>([
    ['a token that is not a JWT', (saved) => ({ ...saved, signedJWT: 'forged' })],
    [
      'a token another wallet signed',
      (saved) => ({ ...saved, signedJWT: signJwtES256K({ addr: saved.address! }, OTHER_KEY) }),
    ],
    [
      'an address not of its key',
      (saved) => ({ ...saved, address: '0x00000000000000000000000000000000000000ff' }),
    ],
  ])(
    'a saved session with %s is not taken up: it stays disconnected and the wallet is not asked',
    async (_, forge) => {
      const saved = forge(await savedSession());
      const { driver } = setup();
      const connect = jest.spyOn(wallet, 'connect');
      await expect(driver.rehydrate(saved)).resolves.toMatchObject({ status: 'disconnected', address: null });
      expect(connect).not.toHaveBeenCalled();
    },
  );

  it('a saved session whose token has expired (its connection has not) is taken up', async () => {
    const saved = await savedSession();
    jest.advanceTimersByTime(2 * JWT_DEFAULT_LIFETIME_S * 1000);
    // The wallet takes its connection up with the token it connected with, expired too.
    jest.spyOn(wallet, 'connect').mockResolvedValueOnce({
      address: saved.address!,
      publicKey: saved.publicKey!,
      signedJWT: saved.signedJWT,
    });
    const { driver } = setup();
    await expect(driver.rehydrate(saved)).resolves.toMatchObject({ status: 'connected' });
  });

  it('a failed reconnect ends disconnected', async () => {
    const saved = await savedSession();
    const { driver } = setup();
    jest.spyOn(wallet, 'connect').mockRejectedValueOnce(new Error('Wallet locked'));
    await expect(driver.rehydrate(saved)).rejects.toThrow('Wallet locked');
    expect(driver.getState().status).toBe('disconnected');
  });
});
