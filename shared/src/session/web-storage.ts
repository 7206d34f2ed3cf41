/*
 * Small adapters over web storage for the values the session keeps beyond a page:
 * each knows its key and its storage, and degrades to "nothing stored" when the
 * browser refuses storage (private mode, quota). A page refused storage altogether has
 * in-memory storages before these read them: the page's main entry installs them first
 * (`@lender/shared/storage-fallback`, ./storage-fallback.ts).
 */

/** A value kept under one key of a web storage. */
export interface StoredValue<T> {
  readonly key: string;
  read(): T | null;
  write(value: T): void;
  remove(): void;
}

type StorageSource = () => Storage | undefined;
export const local: StorageSource = () => globalThis.localStorage;
export const session: StorageSource = () => globalThis.sessionStorage;

function guarded<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

/** A raw string value, stored as is. */
export function storedString(key: string, storage: StorageSource): StoredValue<string> {
  return {
    key,
    read: () => guarded(() => storage()?.getItem(key) || null, null),
    write: (value) => guarded(() => storage()?.setItem(key, value), undefined),
    remove: () => guarded(() => storage()?.removeItem(key), undefined),
  };
}

/** A JSON value; a stored value that does not parse or pass `accept` reads as nothing. */
export function storedJson<T>(
  key: string,
  storage: StorageSource,
  accept: (value: unknown) => value is T,
): StoredValue<T> {
  const raw = storedString(key, storage);
  return {
    key,
    read() {
      const text = raw.read();
      if (text === null) return null;
      const value = guarded<unknown>(() => JSON.parse(text), null);
      return accept(value) ? value : null;
    },
    write: (value) => raw.write(JSON.stringify(value)),
    remove: () => raw.remove(),
  };
}

/** Every key the product stores for a session, for logout to clear. */
export const SESSION_KEYS = {
  jwt: 'jwt',
  flowRecord: 'gatekeep-up',
  ownerWallet: 'ownerWallet',
  /** The page wallet's saved connection (`@lender/shared/wallet`, page-wallet.ts); walletconnect-js's key. */
  walletSession: 'walletconnect-js',
  /**
   * The wallet modal's signing step while it waits for the wallet (session storage): a
   * reload comes back to that step, "interrupted", and replays nothing (issue 32).
   */
  walletSigning: 'wallet-signing',
} as const;

/**
 * Keys stored one per item under a prefix: the login redirects' state nonces
 * (`login-state:<nonce>`, the path to return to), the WalletConnect client's
 * records (`wc@2:`) and the end of each form's "too many attempts" wait
 * (`retry-until:<form>`, ui/retry-countdown).
 */
export const SESSION_KEY_PREFIXES = {
  loginState: 'login-state:',
  walletConnect: 'wc@2:',
  retryUntil: 'retry-until:',
} as const;

/**
 * The IndexedDB database the WalletConnect sign-client keeps its pairings, sessions and
 * keys in (`@walletconnect/keyvaluestorage`'s browser storage).
 */
export const WALLET_CONNECT_DATABASE = 'WALLET_CONNECT_V2_INDEXED_DB';

/**
 * Removes everything the product stored for the session from local and session
 * storage (the named keys and every key under a session prefix) and WalletConnect's
 * database. Other keys on the origin (another application's, a privacy choice) are
 * left alone. The database goes once the sign-client's connection to it closes (at the
 * latest when the page goes).
 */
export function clearStoredSession(
  sources: readonly StorageSource[] = [local, session],
  databases: () => Pick<IDBFactory, 'deleteDatabase'> | undefined = () => globalThis.indexedDB,
): void {
  guarded(() => databases()?.deleteDatabase(WALLET_CONNECT_DATABASE), undefined);
  const names: string[] = Object.values(SESSION_KEYS);
  const prefixes: string[] = Object.values(SESSION_KEY_PREFIXES);
  for (const source of sources) {
    guarded(() => {
      const storage = source();
      if (!storage) return;
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
        (key): key is string => key !== null,
      );
      for (const key of keys)
        if (names.includes(key) || prefixes.some((prefix) => key.startsWith(prefix))) storage.removeItem(key);
    }, undefined);
  }
}
