/**
 * The one place that touches local storage key `jwt`. It holds the raw token: no
 * JSON wrapper, no `Bearer ` prefix, which is what the lender's other applications
 * on the same origin read. Storage can throw (private mode, quota), so every call
 * degrades to "no token" rather than breaking the page.
 */
export const JWT_STORAGE_KEY = 'jwt';

export interface TokenStorage {
  read(): string | null;
  write(token: string): void;
  remove(): void;
}

export function createJwtStorage(
  storage: () => Storage | undefined = () => globalThis.localStorage,
): TokenStorage {
  return {
    read() {
      try {
        const value = storage()?.getItem(JWT_STORAGE_KEY) ?? null;
        return value === '' ? null : value;
      } catch {
        return null;
      }
    },
    write(token) {
      try {
        storage()?.setItem(JWT_STORAGE_KEY, token);
      } catch {
        // The in-memory session still holds the token for this page.
      }
    },
    remove() {
      try {
        storage()?.removeItem(JWT_STORAGE_KEY);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
  };
}

export const jwtStorage = createJwtStorage();
