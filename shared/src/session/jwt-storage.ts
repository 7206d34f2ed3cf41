/**
 * The one place that touches local storage key `jwt`. It holds the raw token: no
 * JSON wrapper, no `Bearer ` prefix, which is what the lender's other applications
 * on the same origin read.
 */
import { local, SESSION_KEYS, storedString, type StoredValue } from './web-storage.ts';

export const JWT_STORAGE_KEY = SESSION_KEYS.jwt;

export type TokenStorage = Omit<StoredValue<string>, 'key'>;

export function createJwtStorage(storage: () => Storage | undefined = local): TokenStorage {
  return storedString(JWT_STORAGE_KEY, storage);
}

export const jwtStorage = createJwtStorage();
