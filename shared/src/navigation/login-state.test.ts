import {
  LOGIN_STATE_MAX_AGE_MS,
  newStateNonce,
  pruneLoginStates,
  saveLoginState,
  STATE_NONCE_BYTES,
  takeLoginState,
} from './login-state.ts';

const origin = 'http://127.0.0.1:3000';
const now = 1_800_000_000_000;

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
    saveLoginState(localStorage, 'n1', '/auth/wallet/create-wallet?redirectUrl=%2Fdashboard', now);
    expect(JSON.parse(localStorage.getItem('login-state:n1')!)).toEqual({
      path: '/auth/wallet/create-wallet?redirectUrl=%2Fdashboard',
      savedAt: now,
    });
    expect(takeLoginState(localStorage, '?state=n1&x=1', origin, now + 1000)).toBe(
      '/auth/wallet/create-wallet?redirectUrl=%2Fdashboard',
    );
    expect(localStorage.getItem('login-state:n1')).toBeNull();
    expect(takeLoginState(localStorage, '?state=n1', origin, now + 1000)).toBeNull();
  });

  it.each([
    ['no state parameter', '?redirectUrl=/dashboard'],
    ['an empty state', '?state='],
    ['a state nothing was saved under', '?state=unknown'],
  ])('returns null for %s, and keeps what was saved', (_, search) => {
    saveLoginState(localStorage, 'n1', '/dashboard', now);
    expect(takeLoginState(localStorage, search, origin, now)).toBeNull();
    expect(localStorage.getItem('login-state:n1')).not.toBeNull();
  });

  it('refuses (and removes) an item older than an hour', () => {
    saveLoginState(localStorage, 'old', '/dashboard', now);
    expect(takeLoginState(localStorage, '?state=old', origin, now + LOGIN_STATE_MAX_AGE_MS + 1)).toBeNull();
    expect(localStorage.getItem('login-state:old')).toBeNull();
    expect(LOGIN_STATE_MAX_AGE_MS).toBe(3_600_000);
  });

  it.each([
    JSON.stringify({ path: 'https://evil.example/', savedAt: now }),
    JSON.stringify({ path: '//evil.example', savedAt: now }),
    JSON.stringify({ path: 'javascript:alert(1)', savedAt: now }),
    '/dashboard',
    '{broken',
  ])('refuses a saved value that is not a path on this site (%s), and still removes it', (saved) => {
    localStorage.setItem('login-state:n2', saved);
    expect(takeLoginState(localStorage, '?state=n2', origin, now)).toBeNull();
    expect(localStorage.getItem('login-state:n2')).toBeNull();
  });

  it('returns null when storage refuses to be read', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(takeLoginState(refusing, '?state=n1', origin)).toBeNull();
  });
});

describe('pruneLoginStates', () => {
  it('drops abandoned and unreadable states, and keeps recent ones and other keys', () => {
    saveLoginState(localStorage, 'recent', '/dashboard', now - 1000);
    saveLoginState(localStorage, 'abandoned', '/dashboard', now - LOGIN_STATE_MAX_AGE_MS - 1);
    localStorage.setItem('login-state:garbage', 'x');
    localStorage.setItem('jwt', 't');
    pruneLoginStates(localStorage, now);
    expect(Object.keys({ ...localStorage }).sort()).toEqual(['jwt', 'login-state:recent']);
  });
});
