/**
 * Password hashing with scrypt from `node:crypto` (no native add-on to build).
 *
 * The encoding `scrypt$N$r$p$saltB64$hashB64` carries its own parameters, so a hash
 * written into a seed file stays verifiable if the defaults change. Verification never
 * throws: a malformed or tampered encoding (a hand-edited seed) is simply "not this
 * password", so it can never turn a login into a 500. Parameters read from an encoding
 * are bounded (scrypt's `maxmem` refuses a memory cost over 64 MiB, and p ≤ 4), so a
 * hostile value cannot make one verification eat the machine.
 * Passwords are compared as NFC so the same text typed on two keyboards matches.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const SCRYPT_PARAMS = { N: 2 ** 14, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const MIN_KEY_BYTES = 16;
const MAX_KEY_BYTES = 64;
const MAX_MEMORY_BYTES = 64 * 1024 * 1024;
const MAX_P = 4;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function derive(password: string, salt: Buffer, keyBytes: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      keyBytes,
      { ...options, maxmem: MAX_MEMORY_BYTES },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$saltB64$hashB64` for `password`, with a fresh random 16-byte salt. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = SCRYPT_PARAMS;
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, KEY_BYTES, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

interface Parsed {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function decodeBase64(text: string): Buffer | null {
  if (!BASE64.test(text)) return null;
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : null;
}

function parse(encoded: string): Parsed | null {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^[1-9]\d{0,7}$/.test(part) ? Number(part) : 0)) as [
    number,
    number,
    number,
  ];
  const isPowerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!isPowerOfTwo || r < 1 || p < 1 || p > MAX_P) return null;
  const salt = decodeBase64(parts[4] ?? '');
  const hash = decodeBase64(parts[5] ?? '');
  if (!salt || !hash || hash.length < MIN_KEY_BYTES || hash.length > MAX_KEY_BYTES) return null;
  return { N, r, p, salt, hash };
}

/** Whether `password` matches `encoded`; false (never a throw) for anything malformed. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  if (typeof password !== 'string' || typeof encoded !== 'string') return false;
  const parsed = parse(encoded);
  if (!parsed) return false;
  try {
    const { N, r, p, salt, hash } = parsed;
    const candidate = await derive(password, salt, hash.length, { N, r, p });
    return timingSafeEqual(candidate, hash);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks `password` against `encoded`, or, when there is no hash (no such account, or
 * no password yet), against a dummy hash and answers false: either way one scrypt
 * runs, so the time of a wrong answer does not tell which emails have an account.
 */
export async function checkPassword(password: string, encoded: string | null | undefined): Promise<boolean> {
  if (encoded) return verifyPassword(password, encoded);
  dummyHash ??= hashPassword(randomBytes(SALT_BYTES).toString('base64'));
  await verifyPassword(password, await dummyHash);
  return false;
}
