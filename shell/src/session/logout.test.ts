import { AFTER_LOGOUT_PATH, logOut, type LogoutDeps } from './logout.ts';

function deps(answer: () => Promise<{ isBroker: boolean; redirectUrl?: string }>) {
  const calls: string[] = [];
  let stored: string | null = 'jwt-1';
  const d: LogoutDeps = {
    disconnectWallet: async () => void calls.push('disconnect'),
    takeToken: () => {
      calls.push('take');
      const token = stored;
      stored = null;
      return token;
    },
    endSession: async (token) => {
      calls.push(`end:${token}:stored=${stored}`);
      return answer();
    },
    clearSession: () => void calls.push('clear'),
    brokerOrigins: ['http://127.0.0.1:4000'],
    log: jest.fn(),
  };
  return { d, calls };
}

describe('logout', () => {
  it('disconnects the wallet, takes the token out of storage, then sends it, clears, and goes to /login', async () => {
    const { d, calls } = deps(async () => ({ isBroker: false }));
    await expect(logOut(d)).resolves.toEqual({ kind: 'navigate', to: '/login' });
    expect(AFTER_LOGOUT_PATH).toBe('/login');
    expect(calls).toEqual(['disconnect', 'take', 'end:jwt-1:stored=null', 'clear']);
  });

  it('a broker answer goes to its redirect URL', async () => {
    const url = 'http://127.0.0.1:4000/identity-broker/authorize';
    const { d } = deps(async () => ({ isBroker: true, redirectUrl: url }));
    await expect(logOut(d)).resolves.toEqual({ kind: 'leave', url });
  });

  it.each([
    ['a broker answer without a URL', { isBroker: true }],
    ['a broker answer with a script URL', { isBroker: true, redirectUrl: 'javascript:alert(1)' }],
    ['a broker answer off the broker origins', { isBroker: true, redirectUrl: 'https://evil.example/login' }],
    [
      'a redirect URL for someone who is not a broker',
      { isBroker: false, redirectUrl: 'https://x.example/' },
    ],
  ])('%s goes to /login', async (_, answer) => {
    const { d } = deps(async () => answer);
    await expect(logOut(d)).resolves.toEqual({ kind: 'navigate', to: '/login' });
  });

  it('a failed server call is logged, and the session is still cleared on this device', async () => {
    const { d, calls } = deps(async () => {
      throw new Error('offline');
    });
    await expect(logOut(d)).resolves.toEqual({ kind: 'navigate', to: '/login' });
    expect(calls.at(-1)).toBe('clear');
    expect(d.log).toHaveBeenCalledWith(expect.stringContaining('did not confirm'), expect.any(Error));
  });
});
