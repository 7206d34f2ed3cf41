import { appByDir, apps, originOf, partnerDemoOrigin, portOf, portSetting, stackApps } from './apps.ts';

describe('apps and ports', () => {
  it.each([
    ['shell', 3000],
    ['remote-login', 3001],
    ['remote-register', 3002],
    ['remote-wallet', 3003],
    ['remote-onboarding', 3004],
    ['dev-api', 4000],
    ['test-wallets', 4001],
    ['demo-partner', 3005],
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

  it.each([
    ['the default port', {}, 'http://partner.localhost:3005'],
    ['PARTNER_DEMO_PORT', { PARTNER_DEMO_PORT: '3205' }, 'http://partner.localhost:3205'],
    // A site of its own whatever the servers bind to: HOST does not make it the shell's site.
    ['another HOST', { HOST: 'localhost' }, 'http://partner.localhost:3005'],
  ])("gives the demo partner page's public origin under %s", (_what, env, origin) => {
    expect(partnerDemoOrigin(env)).toBe(origin);
    expect(originOf(appByDir('demo-partner'), env)).not.toBe(origin);
  });

  it.each([
    [{}, true],
    [{ APP_ENV: 'test' }, true],
    [{ NODE_ENV: 'production' }, false],
    [{ APP_ENV: 'production' }, false],
  ])('runs the development stand-ins in a stack under %j: %s', (env, runs) => {
    const dirs = stackApps(env).map((a) => a.dir);
    for (const dir of ['test-wallets', 'demo-partner']) expect(dirs.includes(dir)).toBe(runs);
    expect(dirs).toEqual(expect.arrayContaining(['dev-api', 'shell', 'remote-wallet']));
  });
});
