/** @jest-environment node */
import { scryptSync } from 'node:crypto';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  let encoded: string;
  beforeAll(async () => {
    encoded = await hashPassword('Correct horse 1!');
  });

  it('encodes scrypt$N$r$p$salt$hash with a 16-byte salt and a 32-byte hash', () => {
    const [name, N, r, p, salt, hash] = encoded.split('$');
    expect([name, N, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(SCRYPT_PARAMS).toEqual({ N: 16384, r: 8, p: 1 });
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(hash ?? '', 'base64')).toHaveLength(32);
  });

  it('salts every hash afresh', async () => {
    expect(await hashPassword('Correct horse 1!')).not.toBe(encoded);
  });

  it.each([
    ['the same password', 'Correct horse 1!', true],
    ['another password', 'Correct horse 2!', false],
    ['a different case', 'correct horse 1!', false],
    ['added whitespace', 'Correct horse 1! ', false],
    ['the empty string', '', false],
  ])('verifies %s: %p', async (_label, password, expected) => {
    expect(await verifyPassword(password, encoded)).toBe(expected);
  });

  it('compares passwords in Unicode normal form C', async () => {
    const composed = await hashPassword('caf\u00e9-Pa55');
    expect(await verifyPassword('cafe\u0301-Pa55', composed)).toBe(true);
  });

  it('verifies a hash made with other parameters, read from the encoding', async () => {
    const salt = Buffer.from('salt-salt-salt-!');
    const hash = scryptSync('pw', salt, 24, { N: 1024, r: 1, p: 1 });
    const encodedLight = `scrypt$1024$1$1$${salt.toString('base64')}$${hash.toString('base64')}`;
    expect(await verifyPassword('pw', encodedLight)).toBe(true);
    expect(await verifyPassword('pW', encodedLight)).toBe(false);
  });

  const salt = Buffer.alloc(16, 1).toString('base64');
  const hash = Buffer.alloc(32, 2).toString('base64');
  it.each([
    ['empty', ''],
    ['another algorithm', `bcrypt$16384$8$1$${salt}$${hash}`],
    ['too few parts', `scrypt$16384$8$1$${salt}`],
    ['too many parts', `scrypt$16384$8$1$${salt}$${hash}$x`],
    ['N not a power of two', `scrypt$1000$8$1$${salt}$${hash}`],
    ['N of 1', `scrypt$1$8$1$${salt}$${hash}`],
    ['N not a number', `scrypt$abc$8$1$${salt}$${hash}`],
    ['N with a leading zero', `scrypt$016384$8$1$${salt}$${hash}`],
    ['r of 0', `scrypt$16384$0$1$${salt}$${hash}`],
    ['negative p', `scrypt$16384$8$-1$${salt}$${hash}`],
    ['p above 4', `scrypt$16384$8$5$${salt}$${hash}`],
    ['a salt that is not base64', `scrypt$16384$8$1$not*base64$${hash}`],
    ['a non-canonical salt', `scrypt$16384$8$1$AB==$${hash}`],
    ['an empty hash', `scrypt$16384$8$1$${salt}$`],
    ['a hash under 16 bytes', `scrypt$16384$8$1$${salt}$${Buffer.alloc(8).toString('base64')}`],
    ['a hash over 64 bytes', `scrypt$16384$8$1$${salt}$${Buffer.alloc(65).toString('base64')}`],
    ['a memory cost over 64 MiB', `scrypt$1048576$8$1$${salt}$${hash}`],
  ])('refuses a malformed encoding (%s) without throwing', async (_label, bad) => {
    await expect(verifyPassword('anything', bad)).resolves.toBe(false);
  });

  it('refuses values that are not strings', async () => {
    await expect(verifyPassword(undefined as unknown as string, encoded)).resolves.toBe(false);
    await expect(verifyPassword('x', null as unknown as string)).resolves.toBe(false);
  });
});
