import { MemoryStorage, replaceDeniedStorage, storageDenied } from './storage-denied.ts';

/** A global object whose browser refuses `names`, as Chrome does in a third-party frame with third-party cookies blocked. */
function scopeRefusing(...names: Array<'localStorage' | 'sessionStorage'>): typeof globalThis {
  const scope = {} as typeof globalThis;
  for (const name of ['localStorage', 'sessionStorage'] as const)
    Object.defineProperty(scope, name, {
      configurable: true,
      get: () => {
        if (names.includes(name))
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        return window[name];
      },
    });
  return scope;
}

it('a refused storage becomes an in-memory one, which works and says so', () => {
  const scope = scopeRefusing('localStorage', 'sessionStorage');
  expect(storageDenied(scope)).toBe(true);
  expect(replaceDeniedStorage(scope)).toBe(true);
  scope.localStorage.setItem('jwt', 'token');
  expect(scope.localStorage.getItem('jwt')).toBe('token');
  expect(scope.sessionStorage).toBeInstanceOf(MemoryStorage);
  expect(storageDenied(scope)).toBe(true);
  // Once replaced, a second call changes nothing.
  expect(replaceDeniedStorage(scope)).toBe(false);
  expect(scope.localStorage.getItem('jwt')).toBe('token');
});

it('storage the browser gives is left alone', () => {
  const scope = scopeRefusing();
  expect(replaceDeniedStorage(scope)).toBe(false);
  expect(scope.localStorage).toBe(window.localStorage);
  expect(storageDenied(scope)).toBe(false);
});

it('the in-memory storage behaves as Storage', () => {
  const storage = new MemoryStorage();
  storage.setItem('a', '1');
  storage.setItem('b', '2');
  expect([storage.length, storage.key(1), storage.key(2)]).toEqual([2, 'b', null]);
  storage.removeItem('a');
  expect(storage.getItem('a')).toBeNull();
  storage.clear();
  expect(storage.length).toBe(0);
});
