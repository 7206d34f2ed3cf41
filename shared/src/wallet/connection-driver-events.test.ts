/** The connection driver: the wallet's own events (each change proved), and a saved session taken up again. */
import { signJwtES256K } from '../crypto/jwt-es256k.ts';
import { JWT_DEFAULT_LIFETIME_S } from '../crypto/signed-token-payload.ts';
import { CONNECTION_PROOF_MESSAGES, type ConnectionProofFault } from './connection-proof.ts';
import { DAY, OTHER_KEY, otherWallet, T0, driverHarness, type Driver } from './connection-driver.testing.ts';
import type { WalletConnection } from './wallet-adapter.ts';
import type { WalletSession } from './wallet-session.ts';

const h = driverHarness();

describe('the wallet’s own events', () => {
  it('a session update refreshes EST and EXP; a disconnect from the wallet disconnects with its reason', async () => {
    const { driver, seen } = h.setup();
    await driver.connect();
    jest.advanceTimersByTime(10_000);
    const renewed = await h.wallet.signJWT({});
    h.wallet.emit({ type: 'session-update', connection: { signedJWT: renewed } });
    expect(driver.getState()).toMatchObject({
      signedJWT: renewed,
      connectionEST: T0 + 10_000,
      connectionEXP: T0 + 10_000 + DAY,
    });
    h.wallet.emit({ type: 'disconnect', reason: 'Closed in wallet' });
    expect(driver.getState().status).toBe('disconnected');
    h.wallet.emit({ type: 'disconnect' });
    expect(seen.filter((e) => e.name === 'disconnected')).toEqual([
      { name: 'disconnected', payload: { reason: 'Closed in wallet' } },
    ]);
    expect(h.onRedirect).toHaveBeenCalledTimes(1);
  });

  // Issue 26, item 9: a change to who the wallet is, or to what it signed, proves itself as a connect does.
  it.each<[string, (driver: Driver) => Promise<unknown> | void, ConnectionProofFault]>([
    [
      'a session update with a token that is not a JWT',
      () => h.wallet.emit({ type: 'session-update', connection: { signedJWT: 'forged' } }),
      'not-a-jwt',
    ],
    [
      'a session update naming another address (the old key and token kept)',
      () => h.wallet.emit({ type: 'session-update', connection: { address: otherWallet().address } }),
      'key-address',
    ],
    [
      'a session update with a token another key signed',
      () =>
        h.wallet.emit({
          type: 'session-update',
          connection: { signedJWT: signJwtES256K({ addr: h.wallet.address }, OTHER_KEY) },
        }),
      'bad-signature',
    ],
    [
      'a session update acting for a group its token does not name',
      () =>
        h.wallet.emit({
          type: 'session-update',
          connection: { representedGroupPolicy: { address: '0xgrp' } },
        }),
      'grp',
    ],
    [
      'signJWT answering a token that is not a JWT',
      (driver) => {
        jest.spyOn(h.wallet, 'signJWT').mockResolvedValueOnce('forged');
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
        jest.spyOn(h.wallet, 'switchToGroup').mockResolvedValueOnce({
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
        const signedJWT = signJwtES256K({ addr: otherWallet().address, grp: '0xgrp' }, OTHER_KEY);
        jest
          .spyOn(h.wallet, 'switchToGroup')
          .mockResolvedValueOnce({ signedJWT, representedGroupPolicy: { address: '0xgrp' } });
        return driver.switchToGroup('0xgrp');
      },
      'bad-signature',
    ],
  ])('%s disconnects with the proof’s message and tells the wallet', async (_, change, fault) => {
    const { driver, seen } = h.setup();
    await driver.connect();
    const disconnect = jest.spyOn(h.wallet, 'disconnect');
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
        address: otherWallet().address,
        publicKey: otherWallet().publicKey,
        signedJWT: signJwtES256K({ addr: otherWallet().address }, OTHER_KEY),
      }),
      { address: otherWallet().address, publicKey: otherWallet().publicKey },
    ],
  ])('a session update with %s is taken', async (_, change, expected) => {
    const { driver } = h.setup();
    await driver.connect();
    h.wallet.emit({ type: 'session-update', connection: change() });
    expect(driver.getState()).toMatchObject({ status: 'connected', ...expected });
  });

  it('passes on the requests waiting in the wallet with their ids', async () => {
    const { driver } = h.setup();
    const heard: unknown[] = [];
    driver.on('request-waiting', (payload) => heard.push(['waiting', payload]));
    driver.on('request-settled', (payload) => heard.push(['settled', payload]));
    h.wallet.emit({ type: 'request-waiting', method: 'signJWT', requestId: 'r1' });
    h.wallet.emit({ type: 'request-settled', method: 'signJWT', requestId: 'r1' });
    expect(heard).toEqual([
      ['waiting', { method: 'signJWT', requestId: 'r1' }],
      ['settled', { method: 'signJWT', requestId: 'r1' }],
    ]);
  });

  it('a wallet without events is fine', async () => {
    const { driver } = h.setup({ adapter: { ...h.wallet, subscribe: undefined } });
    await driver.connect();
    expect(driver.getState().status).toBe('connected');
  });
});

describe('rehydrate', () => {
  async function savedSession() {
    const { driver } = h.setup();
    await driver.connect();
    return driver.getState();
  }

  it('a saved connected session over a live disconnected one goes pending, then reconnects', async () => {
    const saved = await savedSession();
    jest.advanceTimersByTime(60_000);
    const { driver } = h.setup();
    const reconnecting = driver.rehydrate(saved);
    expect(driver.getState()).toMatchObject({ status: 'pending', address: saved.address });
    await expect(reconnecting).resolves.toMatchObject({ status: 'connected', connectionEST: T0 + 60_000 });
  });

  it('a saved session that is not connected is left alone', async () => {
    const saved = { ...(await savedSession()), status: 'disconnected' as const };
    const { driver } = h.setup();
    const connect = jest.spyOn(h.wallet, 'connect');
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
      const { driver } = h.setup();
      const connect = jest.spyOn(h.wallet, 'connect');
      await expect(driver.rehydrate(saved)).resolves.toMatchObject({ status: 'disconnected', address: null });
      expect(connect).not.toHaveBeenCalled();
    },
  );

  it('a saved session whose token has expired (its connection has not) is taken up', async () => {
    const saved = await savedSession();
    jest.advanceTimersByTime(2 * JWT_DEFAULT_LIFETIME_S * 1000);
    // The wallet takes its connection up with the token it connected with, expired too.
    jest.spyOn(h.wallet, 'connect').mockResolvedValueOnce({
      address: saved.address!,
      publicKey: saved.publicKey!,
      signedJWT: saved.signedJWT,
    });
    const { driver } = h.setup();
    await expect(driver.rehydrate(saved)).resolves.toMatchObject({ status: 'connected' });
  });

  it('a failed reconnect ends disconnected', async () => {
    const saved = await savedSession();
    const { driver } = h.setup();
    jest.spyOn(h.wallet, 'connect').mockRejectedValueOnce(new Error('Wallet locked'));
    await expect(driver.rehydrate(saved)).rejects.toThrow('Wallet locked');
    expect(driver.getState().status).toBe('disconnected');
  });
});
