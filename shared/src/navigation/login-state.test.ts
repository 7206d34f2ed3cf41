import { newStateNonce, saveLoginState, STATE_NONCE_BYTES, takeLoginState } from './login-state.ts';

const origin = 'http://127.0.0.1:3000';

beforeEach(() => localStorage.clear());

describe('the login state nonce', () => {
  it('is 16 random bytes from getRandomValues, as 32 hex digits, fresh each time', () => {
    const getRandomValues = jest.fn(<T extends ArrayBufferView | null>(array: T) => {
      (array as unknown as Uint8Array).fill(0xab);
      return array;
    });
    expect(newStateNonce({ getRandomValues })).toBe('ab'.repeat(STATE_NONCE_BYTES));
    expect(getRandomValues).toHaveBeenCalledWith(expect.any(Uint8Array));
    expect(newStateNonce()).toMatch(/^[0-9a-f]{32}$/);
    expect(newStateNonce()).not.toBe(newStateNonce());
  });
});

describe('takeLoginState', () => {
  it('returns the saved path for a matching state and removes the item', () => {
    saveLoginState(localStorage, 'n1', '/auth/wallet/create-wallet?redirectUrl=%2Fdashboard');
    expect(localStorage.getItem('login-state:n1')).toBe(
      '/auth/wallet/create-wallet?redirectUrl=%2Fdashboard',
    );
    expect(takeLoginState(localStorage, '?state=n1&x=1', origin)).toBe(
      '/auth/wallet/create-wallet?redirectUrl=%2Fdashboard',
    );
    expect(localStorage.getItem('login-state:n1')).toBeNull();
    expect(takeLoginState(localStorage, '?state=n1', origin)).toBeNull();
  });

  it.each([
    ['no state parameter', '?redirectUrl=/dashboard'],
    ['an empty state', '?state='],
    ['a state nothing was saved under', '?state=unknown'],
  ])('returns null for %s', (_, search) => {
    saveLoginState(localStorage, 'n1', '/dashboard');
    expect(takeLoginState(localStorage, search, origin)).toBeNull();
    expect(localStorage.getItem('login-state:n1')).toBe('/dashboard');
  });

  it.each(['https://evil.example/', '//evil.example', 'javascript:alert(1)'])(
    'refuses a saved value that is not a path on this site (%s), and still removes it',
    (saved) => {
      localStorage.setItem('login-state:n2', saved);
      expect(takeLoginState(localStorage, '?state=n2', origin)).toBeNull();
      expect(localStorage.getItem('login-state:n2')).toBeNull();
    },
  );

  it('returns null when storage refuses to be read', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(takeLoginState(refusing, '?state=n1', origin)).toBeNull();
  });
});
