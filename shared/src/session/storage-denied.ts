/**
 * A page whose browser refuses it web storage: our frame on a partner's site when the browser
 * blocks third-party cookies (Chrome's incognito by default, a person's setting), where reading
 * `localStorage` throws and IndexedDB refuses every database. The sign-in still works there, for
 * the life of the page: the storages become in-memory ones, and the WalletConnect client gets an
 * in-memory store (./../wallet/mobile/sign-client.ts). Installed by ./storage-fallback.ts, the
 * first module of the page's main entry, before any screen reads storage, so every reader (ours,
 * a library's) sees a working `localStorage`. docs/embed.md, "The session in a frame".
 */

/**
 * Marks our in-memory storages. A registered symbol, not the class: this module may be in more
 * than one of the package's chunks (the main entry, the wallet's), each with its own class.
 */
const IN_MEMORY = Symbol.for('lender.storage.inMemory');

/** A `Storage` kept in memory: what a page refused storage keeps until it closes. */
export class MemoryStorage implements Storage {
  // Set in the constructor and marked on the prototype, not as class fields: the page's bundle
  // targets browsers without them, and their stand-ins cost the login page bytes.
  declare private readonly items: Map<string, string>;
  declare readonly [IN_MEMORY]: true;
  constructor() {
    this.items = new Map();
  }
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(String(key)) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(String(key), String(value));
  }
  removeItem(key: string): void {
    this.items.delete(String(key));
  }
  clear(): void {
    this.items.clear();
  }
}
Object.defineProperty(MemoryStorage.prototype, IN_MEMORY, { value: true });

const refused = (read: () => Storage): boolean => {
  try {
    read();
    return false;
  } catch {
    return true;
  }
};

/**
 * Replaces the storages the browser refuses with in-memory ones (once); true when it did.
 * `scope` is the page's global object (a test passes its own).
 */
export function replaceDeniedStorage(scope: typeof globalThis = globalThis): boolean {
  let replaced = false;
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    if (!refused(() => scope[name])) continue;
    // Window's attributes are its own, configurable properties: a value shadows the refusing getter.
    Object.defineProperty(scope, name, { value: new MemoryStorage(), configurable: true });
    replaced = true;
  }
  return replaced;
}

/** Whether this page's storage is in memory only (so IndexedDB is refused too). */
export function storageDenied(scope: typeof globalThis = globalThis): boolean {
  try {
    return IN_MEMORY in scope.localStorage;
  } catch {
    return true;
  }
}
