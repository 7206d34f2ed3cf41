import { appByDir, apps, originOf, portOf, portSetting, stackApps } from './apps.ts';

describe('apps and ports', () => {
  it.each([
    ['shell', 3000],
    ['remote-login', 3001],
    ['remote-register', 3002],
    ['remote-wallet', 3003],
    ['remote-onboarding', 3004],
    ['dev-api', 4000],
    ['test-wallets', 4001],
  ])('%s listens on %i by default', (dir, port) => {
    expect(portOf(appByDir(dir), {})).toBe(port);
  });

  it('takes a port from the environment', () => {
    expect(originOf(appByDir('remote-login'), { REMOTE_LOGIN_PORT: '5001' })).toBe('http://127.0.0.1:5001');
  });

  it.each(['0', '70000', 'abc', '3.5'])('refuses the port %j', (value) => {
    expect(() => portOf(appByDir('shell'), { SHELL_PORT: value })).toThrow(
      `SHELL_PORT="${value}" is not a valid port`,
    );
  });

  it.each([
    [{}, 3010],
    [{ DEPLOY_SHELL_PORT: '' }, 3010],
    [{ DEPLOY_SHELL_PORT: '5010' }, 5010],
  ])('takes any port setting from %j, else its fallback', (env, port) => {
    expect(portSetting('DEPLOY_SHELL_PORT', 3010, env)).toBe(port);
  });

  it('refuses a bad port setting by its name', () => {
    expect(() => portSetting('DEPLOY_SHELL_PORT', 3010, { DEPLOY_SHELL_PORT: '-1' })).toThrow(
      'DEPLOY_SHELL_PORT="-1" is not a valid port',
    );
  });

  it('knows each deployable once', () => {
    expect(new Set(apps.map((a) => a.defaultPort)).size).toBe(apps.length);
    expect(() => appByDir('nope')).toThrow('Unknown app "nope"');
  });

  it('runs the test wallets in a stack outside production only', () => {
    const dirs = (env: NodeJS.ProcessEnv) => stackApps(env).map((a) => a.dir);
    expect(dirs({})).toContain('test-wallets');
    expect(dirs({ NODE_ENV: 'production' })).not.toContain('test-wallets');
    // The runtime configuration saying production is enough (the test wallets refuse to start then).
    expect(dirs({ APP_ENV: 'production' })).not.toContain('test-wallets');
    expect(dirs({ APP_ENV: 'test' })).toContain('test-wallets');
    expect(dirs({ NODE_ENV: 'production' })).toEqual(
      expect.arrayContaining(['dev-api', 'shell', 'remote-wallet']),
    );
  });
});
