import { refusingStorage } from './refusing-storage.testing.ts';
import { createJwtStorage, JWT_STORAGE_KEY } from './jwt-storage.ts';

describe('jwt storage', () => {
  it('keeps the raw token under the key "jwt": no JSON, no Bearer prefix', () => {
    const storage = createJwtStorage();
    storage.write('header.payload.signature');
    expect(JWT_STORAGE_KEY).toBe('jwt');
    expect(window.localStorage.getItem('jwt')).toBe('header.payload.signature');
    expect(storage.read()).toBe('header.payload.signature');
  });

  it('removes the key entirely', () => {
    const storage = createJwtStorage();
    storage.write('t');
    storage.remove();
    expect(window.localStorage.getItem('jwt')).toBeNull();
    expect(storage.read()).toBeNull();
  });

  it('treats an empty value as no token', () => {
    window.localStorage.setItem('jwt', '');
    expect(createJwtStorage().read()).toBeNull();
  });

  it('degrades to "no token" when storage throws or is missing', () => {
    const storage = createJwtStorage(refusingStorage);
    expect(storage.read()).toBeNull();
    expect(() => storage.write('t')).not.toThrow();
    expect(() => storage.remove()).not.toThrow();
    expect(createJwtStorage(() => undefined).read()).toBeNull();
  });
});
