import { refusingStorage } from './refusing-storage.testing.ts';
import { clearStoredSession, storedJson, storedString } from './web-storage.ts';

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((n) => typeof n === 'number');

describe('stored values', () => {
  it('round-trips JSON and refuses what does not pass', () => {
    const value = storedJson('k', () => window.localStorage, isNumberList);
    value.write([1, 2]);
    expect(window.localStorage.getItem('k')).toBe('[1,2]');
    expect(value.read()).toEqual([1, 2]);
    window.localStorage.setItem('k', '["a"]');
    expect(value.read()).toBeNull();
    value.remove();
    expect(window.localStorage.getItem('k')).toBeNull();
  });

  it('degrades to "nothing stored" when the browser refuses storage', () => {
    const value = storedString('k', refusingStorage);
    expect(value.read()).toBeNull();
    expect(() => value.write('x')).not.toThrow();
    expect(() => value.remove()).not.toThrow();
    expect(storedString('k', () => undefined).read()).toBeNull();
  });
});

describe('clearStoredSession', () => {
  it('removes the session keys and every session-prefixed key from both storages, and nothing else', () => {
    localStorage.setItem('jwt', 't');
    localStorage.setItem('gatekeep-up', '{}');
    localStorage.setItem('walletconnect-js', '{}');
    localStorage.setItem('login-state:n1', '/dashboard');
    localStorage.setItem('wc@2:core:0.3//keychain', '{}');
    localStorage.setItem('lender-consent', '{}');
    localStorage.setItem('another-app', 'x');
    sessionStorage.setItem('ownerWallet', 'tp1');
    sessionStorage.setItem('wallet-signing', '{}');
    sessionStorage.setItem('e2e-session-seeded', '1');
    clearStoredSession();
    expect(Object.keys({ ...localStorage }).sort()).toEqual(['another-app', 'lender-consent']);
    expect(Object.keys({ ...sessionStorage })).toEqual(['e2e-session-seeded']);
  });

  it('deletes WalletConnect’s database', () => {
    const deleteDatabase = jest.fn();
    clearStoredSession([], () => ({ deleteDatabase }));
    expect(deleteDatabase).toHaveBeenCalledWith('WALLET_CONNECT_V2_INDEXED_DB');
  });

  it('goes quietly when storage is refused', () => {
    const refusing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(() =>
      clearStoredSession([refusing], () => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).not.toThrow();
  });
});
