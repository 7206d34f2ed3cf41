/** The connection driver: connect, the modal, expiry, wallet methods, disconnecting. */
import { ConnectOptionsError } from './connect-options.ts';
import { DAY, deferred, T0, driverHarness, type Driver } from './connection-driver.testing.ts';
import type { WalletConnection } from './wallet-adapter.ts';
import { SendMessageError } from './wallet-method-results.ts';

const h = driverHarness();

describe('connect', () => {
  it('goes pending, then connected with EST = now and EXP = EST + 86 400 000 ms', async () => {
    const { driver, seen } = h.setup();
    const statuses: string[] = [];
    driver.subscribe((state, previous) => statuses.push(`${previous.status}→${state.status}`));
    const connecting = driver.connect();
    expect(driver.getState()).toMatchObject({ status: 'pending', walletAppId: 'mobile-test' });
    await connecting;
    expect(statuses).toEqual(['disconnected→pending', 'pending→connected']);
    expect(driver.getState()).toMatchObject({
      status: 'connected',
      connected: true,
      address: h.wallet.address,
      publicKey: h.wallet.publicKey,
      connectionEST: T0,
      connectionEXP: T0 + DAY,
    });
    expect(driver.getState().signedJWT).toEqual(expect.any(String));
    expect(seen).toEqual([{ name: 'connected', payload: driver.getState() }]);
  });

  it('does not connect twice', async () => {
    const { driver } = h.setup();
    await driver.connect();
    const connect = jest.spyOn(h.wallet, 'connect');
    await expect(driver.connect()).resolves.toBe(driver.getState());
    expect(connect).not.toHaveBeenCalled();
  });

  it('a wallet error returns to disconnected with its message as the reason, and rejects', async () => {
    const { driver, seen } = h.setup();
    jest.spyOn(h.wallet, 'connect').mockRejectedValueOnce(new Error('User rejected'));
    await expect(driver.connect()).rejects.toThrow('User rejected');
    expect(driver.getState().status).toBe('disconnected');
    expect(seen).toEqual([{ name: 'disconnected', payload: { reason: 'User rejected' } }]);
  });

  it('a wallet failing the connect options is disconnected with ConnectOptionsError', async () => {
    const { driver } = h.setup();
    const disconnect = jest.spyOn(h.wallet, 'disconnect');
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
    const { driver, seen } = h.setup();
    jest.spyOn(h.wallet, 'connect').mockRejectedValueOnce(thrown);
    await expect(driver.connect()).rejects.toBe(thrown);
    expect(seen).toContainEqual({ name: 'disconnected', payload: { reason } });
  });
});

describe('the modal', () => {
  it('closing it while pending, with no connection and no wallet app, disconnects and abandons the connect', async () => {
    const { driver } = h.setup({ walletAppId: null });
    const pendingConnect = deferred<WalletConnection>();
    jest.spyOn(h.wallet, 'connect').mockReturnValueOnce(pendingConnect.promise);
    const disconnect = jest.spyOn(h.wallet, 'disconnect');
    const connecting = driver.connect();
    driver.updateModal({ showModal: true, QRCodeUrl: 'wc:abc' });
    expect(driver.getState().modal).toMatchObject({ showModal: true, QRCodeUrl: 'wc:abc' });
    driver.closeModal();
    expect(driver.getState().status).toBe('disconnected');
    pendingConnect.resolve({ address: h.wallet.address, publicKey: h.wallet.publicKey, signedJWT: null });
    await expect(connecting).resolves.toMatchObject({ status: 'disconnected' });
    expect(disconnect).toHaveBeenCalled();
  });

  it('closing it while a wallet app is opening keeps the connect pending', () => {
    const { driver } = h.setup();
    jest.spyOn(h.wallet, 'connect').mockReturnValueOnce(new Promise(() => undefined));
    void driver.connect();
    driver.closeModal();
    expect(driver.getState()).toMatchObject({ status: 'pending', modal: { showModal: false } });
  });
});

describe('expiry, checked every second', () => {
  it('still connected exactly at EXP, disconnected with "Connection Expired" once past it', async () => {
    const { driver, seen } = h.setup();
    const disconnect = jest.spyOn(h.wallet, 'disconnect');
    await driver.connect();
    jest.advanceTimersByTime(DAY); // the check at T0 + DAY sees now === EXP
    expect(driver.getState().status).toBe('connected');
    expect(h.onRedirect).not.toHaveBeenCalled();
    jest.advanceTimersByTime(999);
    expect(driver.getState().status).toBe('connected');
    jest.advanceTimersByTime(1); // the next check, now > EXP
    expect(driver.getState().status).toBe('disconnected');
    expect(seen).toContainEqual({ name: 'disconnected', payload: { reason: 'Connection Expired' } });
    expect(h.onRedirect).toHaveBeenCalledWith('/auth/login');
    expect(disconnect).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('a wallet action resets the timeout and so postpones the expiry', async () => {
    const { driver } = h.setup({ connectionTimeout: 5_000 });
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
    const { driver } = h.setup({ setInterval: setIntervalSpy, clearInterval: clearIntervalSpy });
    await driver.connect();
    expect(setIntervalSpy).toHaveBeenCalledWith(expect.any(Function), 1_000);
    await driver.disconnect();
    expect(clearIntervalSpy).toHaveBeenCalledWith(setIntervalSpy.mock.results[0]?.value);
  });

  it('stops checking once disposed', async () => {
    const { driver } = h.setup({ connectionTimeout: 1_000 });
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
  ] as const;

  it.each(methods)(
    '%s sets pendingMethod while running, clears it, and emits complete',
    async (method, invoke) => {
      const { driver } = h.setup();
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
      const { driver } = h.setup();
      await driver.connect();
      const gate = deferred<never>();
      jest.spyOn(h.wallet, method).mockReturnValueOnce(gate.promise);
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
    const { driver } = h.setup();
    const failed = jest.fn();
    driver.on(`${method}:failed`, failed);
    await expect(invoke(driver)).rejects.toThrow(new Error('No wallet connected'));
    expect(failed).toHaveBeenCalledWith({ method, error: new Error('No wallet connected') });
    expect(driver.getState().pendingMethod).toBeNull();
  });

  // Issue 32: a withdrawal is not a request the person waits on.
  it.each<[string, boolean, () => Promise<void>]>([
    ['connected, the wallet answering', true, () => Promise.resolve()],
    ['connected, the wallet failing', true, () => Promise.reject(new Error('No such request'))],
    ['not connected', false, () => Promise.resolve()],
  ])(
    'removePendingMethod (%s) leaves pendingMethod and the timeout alone, emits nothing, and resolves',
    async (_, connect, answer) => {
      const { driver } = h.setup();
      if (connect) await driver.connect();
      jest.advanceTimersByTime(10_000);
      const before = driver.getState();
      jest.spyOn(h.wallet, 'removePendingMethod').mockImplementationOnce(answer);
      const heard = jest.fn();
      driver.on('removePendingMethod:complete', heard);
      driver.on('removePendingMethod:failed', heard);
      const removing = driver.removePendingMethod('request-1');
      expect(driver.getState()).toBe(before);
      await expect(removing).resolves.toBeUndefined();
      expect(driver.getState()).toBe(before);
      expect(heard).not.toHaveBeenCalled();
    },
  );

  it('signJWT and switchToGroup store the new token (and group) in the session', async () => {
    const { driver } = h.setup();
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
    const { driver } = h.setup();
    await driver.connect();
    const result = { code: 13, rawLog: 'out of gas' };
    jest.spyOn(h.wallet, 'sendMessage').mockResolvedValueOnce(result);
    const errors: unknown[] = [];
    driver.on('sendMessage:failed', ({ error }) => errors.push(error));
    await expect(driver.sendMessage({ messages: [] })).rejects.toThrow(new SendMessageError(result));
    expect(errors).toEqual([expect.objectContaining({ name: 'SendMessageError', result })]);
  });
});

describe('disconnecting', () => {
  it('disconnect applies the redirect URL, tells the wallet, and gives the reason', async () => {
    const { driver, seen } = h.setup();
    await driver.connect();
    const disconnect = jest.spyOn(h.wallet, 'disconnect');
    await driver.disconnect('Switched account');
    expect(driver.getState().status).toBe('disconnected');
    expect(disconnect).toHaveBeenCalled();
    expect(h.onRedirect).toHaveBeenCalledWith('/auth/login');
    expect(seen).toContainEqual({ name: 'disconnected', payload: { reason: 'Switched account' } });
  });

  it('redirects nowhere without a configured URL, and not when already disconnected', async () => {
    const { driver } = h.setup({ redirectUrlWhenDisconnected: undefined });
    await driver.connect();
    await driver.disconnect();
    const other = h.setup().driver;
    await other.disconnect();
    expect(h.onRedirect).not.toHaveBeenCalled();
  });

  it('a wallet that fails to disconnect still leaves the session disconnected', async () => {
    const { driver } = h.setup();
    await driver.connect();
    jest.spyOn(h.wallet, 'disconnect').mockRejectedValueOnce(new Error('gone'));
    await expect(driver.disconnect()).resolves.toBeUndefined();
    expect(driver.getState().status).toBe('disconnected');
  });

  it('reset returns to the initial session', async () => {
    const { driver } = h.setup({ connectionTimeout: 5_000 });
    await driver.connect();
    await driver.reset();
    expect(driver.getState()).toMatchObject({
      status: 'disconnected',
      address: null,
      connectionTimeout: 86_400_000,
    });
    expect(h.onRedirect).toHaveBeenCalledWith('/auth/login');
  });
});
