import { guardPage, loginPageFor, type GuardDeps } from './session-guard.ts';

const path = '/auth/wallet/create-wallet?redirectUrl=%2Fdashboard';

function deps(overrides: Partial<GuardDeps> = {}) {
  const calls: string[] = [];
  const base: GuardDeps = {
    checkSession: jest.fn(async () => {
      calls.push('check');
      return false;
    }),
    newNonce: jest.fn(() => {
      calls.push('nonce');
      return 'nonce-1';
    }),
    loginRedirect: jest.fn(async () => {
      calls.push('redirect');
      return { isBroker: false };
    }),
    saveState: jest.fn(() => void calls.push('save')),
    brokerOrigins: ['http://127.0.0.1:4000'],
    log: jest.fn(),
  };
  return { deps: { ...base, ...overrides }, calls };
}

describe('the wallet area guard', () => {
  it('lets a visitor in when the session check succeeds, and starts no login', async () => {
    const { deps: d } = deps({ checkSession: async () => true });
    await expect(guardPage(path, d)).resolves.toEqual({ kind: 'allow' });
    expect(d.newNonce).not.toHaveBeenCalled();
    expect(d.loginRedirect).not.toHaveBeenCalled();
  });

  it('otherwise starts a login redirect with a fresh nonce and the page path, then the login page', async () => {
    const { deps: d, calls } = deps();
    await expect(guardPage(path, d)).resolves.toEqual({
      kind: 'login',
      to: `/auth/login?redirectUrl=${encodeURIComponent(path)}`,
    });
    expect(calls).toEqual(['check', 'nonce', 'redirect']);
    expect(d.loginRedirect).toHaveBeenCalledWith('nonce-1', path);
    expect(d.saveState).not.toHaveBeenCalled();
  });

  it('for a broker: saves the path under the nonce, then leaves for the external URL', async () => {
    const url = 'http://127.0.0.1:4000/identity-broker/authorize?state=nonce-1';
    const { deps: d, calls } = deps({
      loginRedirect: async () => {
        calls.push('redirect');
        return { isBroker: true, redirectUrl: url };
      },
    });
    await expect(guardPage(path, d)).resolves.toEqual({ kind: 'leave', url });
    expect(d.saveState).toHaveBeenCalledWith('nonce-1', path);
    expect(calls).toEqual(['check', 'nonce', 'redirect', 'save']);
  });

  it.each([
    ['a broker answer without a URL', { isBroker: true }],
    ['a broker answer with a script URL', { isBroker: true, redirectUrl: 'javascript:alert(1)' }],
    [
      'a broker answer leading off the broker origins',
      { isBroker: true, redirectUrl: 'https://evil.example/identity-broker/authorize' },
    ],
    [
      'a broker answer on a look-alike origin',
      { isBroker: true, redirectUrl: 'http://127.0.0.1:4000.evil.example/authorize' },
    ],
  ])('treats %s as no broker', async (_, answer) => {
    const { deps: d } = deps({ loginRedirect: async () => answer });
    await expect(guardPage(path, d)).resolves.toEqual({ kind: 'login', to: loginPageFor(path) });
    expect(d.saveState).not.toHaveBeenCalled();
  });

  it('a failed session check counts as signed out; a failed login redirect falls back to the login page', async () => {
    const { deps: d } = deps({
      checkSession: async () => {
        throw new Error('401');
      },
      loginRedirect: async () => {
        throw new Error('network');
      },
    });
    await expect(guardPage(path, d)).resolves.toEqual({ kind: 'login', to: loginPageFor(path) });
    expect(d.log).toHaveBeenCalledWith(expect.stringContaining('login redirect'), expect.any(Error));
  });
});
