import { apps } from '@lender/serve/apps';
import { stackOfSuite, suiteOf } from './suites.ts';

describe('suiteOf', () => {
  it.each([
    [{}, 'all'],
    [{ E2E_SUITE: '' }, 'all'],
    [{ E2E_SUITE: 'login' }, 'login'],
    [{ E2E_SUITE: ' onboarding ' }, 'onboarding'],
  ])('%j → %s', (env, suite) => {
    expect(suiteOf(env)).toBe(suite);
  });

  it.each(['shell', 'remote-login', 'Login'])('refuses E2E_SUITE=%s, naming the choices', (name) => {
    expect(() => suiteOf({ E2E_SUITE: name })).toThrow(
      `E2E_SUITE=${name} is not a remote's suite; one of login, register, wallet, onboarding, or unset for all`,
    );
  });
});

describe('stackOfSuite', () => {
  const dirs = (suite: Parameters<typeof stackOfSuite>[0]) => stackOfSuite(suite, apps).map((a) => a.dir);

  it('starts every server for every suite', () => {
    expect(dirs('all')).toEqual(apps.map((a) => a.dir));
    // The embed's journeys (the shell's suite) open it from the demo partner page.
    expect(dirs('all')).toContain('demo-partner');
  });

  it.each([
    ['login', 'remote-login'],
    ['register', 'remote-register'],
    ['wallet', 'remote-wallet'],
    ['onboarding', 'remote-onboarding'],
  ] as const)("starts the %s suite's remote alone, with the dev API and the test wallets", (suite, dir) => {
    // Not the demo partner page: it opens the shell's embed, which a remote's suite does not start.
    expect(dirs(suite).sort()).toEqual(['dev-api', dir, 'test-wallets'].sort());
  });
});
