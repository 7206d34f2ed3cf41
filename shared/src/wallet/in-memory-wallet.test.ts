import { HEX_MESSAGE_ERROR } from '../crypto/hex-message.ts';
import { verifyHexSignature } from '../crypto/hex-signature.ts';
import { verifyJwtES256K } from '../crypto/jwt-es256k.ts';
import { createInMemoryWallet } from './in-memory-wallet.ts';

const KEY = '0000000000000000000000000000000000000000000000000000000000000001';
const NOW = 1_700_000_000_000;

describe('createInMemoryWallet', () => {
  const make = () =>
    createInMemoryWallet({ privateKey: KEY, name: 'Pat', groups: ['0xgrp'], now: () => NOW });

  it('connects with its address, public key and a token it signed', async () => {
    const wallet = make();
    expect(wallet.kind).toBe('in-memory');
    const connection = await wallet.connect({});
    expect(connection).toMatchObject({
      address: '0x7e5f4552091a69125d5dfcb7b8c2659029395bdf',
      publicKey: wallet.publicKey,
      peer: { name: 'Pat' },
      walletInfo: { name: 'Pat' },
    });
    expect(verifyJwtES256K(connection.signedJWT ?? '', wallet.publicKey, { now: NOW })).toEqual({
      addr: wallet.address,
      sub: wallet.publicKey,
      iss: 'in-memory-wallet',
      iat: NOW / 1000,
      exp: NOW / 1000 + 1440,
    });
  });

  it('refuses every wallet method until connected, and again after a disconnect', async () => {
    const wallet = make();
    await expect(wallet.signJWT({})).rejects.toThrow('No wallet connected');
    await wallet.connect({});
    await expect(wallet.removePendingMethod('r1')).resolves.toBeUndefined();
    await wallet.disconnect();
    await expect(wallet.signHexMessage('00')).rejects.toThrow('No wallet connected');
  });

  it('withdraws nothing and resolves, connected or not (its requests never wait)', async () => {
    const wallet = make();
    await expect(wallet.removePendingMethod('r1')).resolves.toBeUndefined();
  });

  it('signs tokens with a given expiry, and hex messages verifiable against its public key', async () => {
    const wallet = make();
    await wallet.connect({});
    const jwt = await wallet.signJWT({ expiresAt: NOW / 1000 + 60 });
    expect(verifyJwtES256K(jwt, wallet.publicKey, { now: NOW }).exp).toBe(NOW / 1000 + 60);
    const signature = await wallet.signHexMessage('deadbeef');
    expect(verifyHexSignature('deadbeef', signature, wallet.publicKey)).toBe(true);
    await expect(wallet.signHexMessage('0xdeadbeef')).rejects.toThrow(HEX_MESSAGE_ERROR);
  });

  it('switches to a group it belongs to (grp in the token) and back', async () => {
    const wallet = make();
    await wallet.connect({});
    const switched = await wallet.switchToGroup('0xgrp');
    expect(switched.representedGroupPolicy).toEqual({ address: '0xgrp' });
    expect(verifyJwtES256K(switched.signedJWT ?? '', wallet.publicKey, { now: NOW }).grp).toBe('0xgrp');
    expect((await wallet.switchToGroup()).representedGroupPolicy).toBeNull();
    await expect(wallet.switchToGroup('0xother')).rejects.toThrow('Not a member of group 0xother');
  });

  it('records sent messages and answers with code 0 and a hash', async () => {
    const wallet = make();
    await wallet.connect({});
    const result = await wallet.sendMessage({ messages: ['CgE='] });
    expect(result).toMatchObject({ code: 0, rawLog: '' });
    expect(result.txHash).toMatch(/^[0-9a-f]{64}$/);
    expect(wallet.sent).toEqual([{ messages: ['CgE='] }]);
  });

  it('plays its own events to subscribers; a disconnect from its side ends the connection', async () => {
    const wallet = createInMemoryWallet();
    await wallet.connect({});
    const listener = jest.fn();
    const off = wallet.subscribe?.(listener);
    wallet.emit({ type: 'session-update', connection: { signedJWT: 'x' } });
    wallet.emit({ type: 'disconnect', reason: 'bye' });
    off?.();
    wallet.emit({ type: 'disconnect' });
    expect(listener).toHaveBeenCalledTimes(2);
    await expect(wallet.signJWT({})).rejects.toThrow('No wallet connected');
  });
});
