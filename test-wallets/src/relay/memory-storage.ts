/**
 * An in-memory key-value storage for a WalletConnect client in Node (the sign-client's
 * `storage` option): its default in Node writes a database file per process, and two
 * clients in one process must not share state (each also gets its own
 * `customStoragePrefix`).
 */
export class MemoryStorage {
  private readonly entries = new Map<string, unknown>();

  getKeys(): Promise<string[]> {
    return Promise.resolve([...this.entries.keys()]);
  }

  getEntries<T = unknown>(): Promise<[string, T][]> {
    return Promise.resolve([...this.entries.entries()] as [string, T][]);
  }

  getItem<T = unknown>(key: string): Promise<T | undefined> {
    return Promise.resolve(this.entries.get(key) as T | undefined);
  }

  setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.entries.set(key, value);
    return Promise.resolve();
  }

  removeItem(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }
}
