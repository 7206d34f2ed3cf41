/** @jest-environment node */
import { RuntimeConfigError } from '@lender/shared/contracts';
import {
  originListProblems,
  problemsOfError,
  ProblemList,
  SettingsError,
  urlProblems,
} from './env-settings.ts';
import { PointerError } from './remote-pointer.ts';
import { settingOfConfigPath } from './runtime-config-env.ts';

const notAnOrigin = (name: string, item: string) =>
  `${name}: "${item}" is not an origin (scheme, host and port only, like https://sign-in.lender.example)`;

describe('originListProblems', () => {
  it.each([
    ['unset', undefined],
    ['empty', ''],
    ['an https origin', 'https://a.example'],
    ['a loopback origin with a port', 'http://127.0.0.1:3000'],
    ['a list with spaces and empty items', ' https://a.example , ,http://b.example:8080,'],
  ])('has none for %s', (_what, value) => {
    expect(originListProblems('SHELL_ORIGIN', value)).toEqual([]);
  });

  it.each([
    ['a trailing slash', 'https://a.example/'],
    ['a path', 'https://a.example/sign-in'],
    ['a query', 'https://a.example?x=1'],
    ['another scheme', 'ftp://a.example'],
    ['no scheme', 'a.example'],
    ['not a URL', 'nope'],
  ])('names %s, with the variable', (_what, item) => {
    expect(originListProblems('PARTNER_ORIGINS', item)).toEqual([notAnOrigin('PARTNER_ORIGINS', item)]);
  });

  it('lists each bad item of a list, and only those', () => {
    expect(originListProblems('SHELL_ORIGIN', 'https://a.example, nope ,https://b.example/x')).toEqual([
      notAnOrigin('SHELL_ORIGIN', 'nope'),
      notAnOrigin('SHELL_ORIGIN', 'https://b.example/x'),
    ]);
  });
});

describe('urlProblems', () => {
  it.each([undefined, '', 'https://reports.example/csp', 'http://127.0.0.1:4000/csp-reports'])(
    'has none for %p (empty means none)',
    (value) => {
      expect(urlProblems('CSP_REPORT_URI', value)).toEqual([]);
    },
  );

  it.each(['::', 'not a url', '/csp-reports'])('names %p, with the variable', (value) => {
    expect(urlProblems('CSP_REPORT_URI', value)).toEqual([`CSP_REPORT_URI: "${value}" is not an address`]);
  });
});

describe('problemsOfError', () => {
  it('names the variable behind each problem of the runtime configuration, where it is known', () => {
    const error = new RuntimeConfigError([
      'apiBase: must be an absolute URL',
      'brokerOrigins.1: must be an origin',
      'somethingNew: unknown',
    ]);
    expect(problemsOfError(error)).toEqual([
      'API_BASE (apiBase: must be an absolute URL)',
      'BROKER_ORIGINS (brokerOrigins.1: must be an origin)',
      'somethingNew: unknown',
    ]);
  });

  it('puts REMOTES_FILE before a pointer problem that does not name it already', () => {
    expect(problemsOfError(new PointerError('/srv/remotes.json is not JSON'))).toEqual([
      'REMOTES_FILE: /srv/remotes.json is not JSON',
    ]);
    expect(problemsOfError(new PointerError('REMOTES_CACHE_MS="x" must be a whole number'))).toEqual([
      'REMOTES_CACHE_MS="x" must be a whole number',
    ]);
  });

  it('gives any other error its message', () => {
    expect(problemsOfError(new Error('SHELL_PORT="abc" is not a valid port'))).toEqual([
      'SHELL_PORT="abc" is not a valid port',
    ]);
    expect(problemsOfError('a thrown string')).toEqual(['a thrown string']);
  });
});

describe('ProblemList', () => {
  it('keeps what a check reads, and the problems of a check that throws', async () => {
    const list = new ProblemList();
    expect(list.check(() => 3000)).toBe(3000);
    expect(
      list.check(() => {
        throw new RuntimeConfigError(['remoteTimeoutMs: too small']);
      }),
    ).toBeUndefined();
    expect(await list.checkAsync(async () => 'ok')).toBe('ok');
    expect(await list.checkAsync(() => Promise.reject(new PointerError('/srv/r.json is not JSON')))).toBe(
      undefined,
    );
    list.add('ORG_HOSTS is required');
    expect(list.problems).toEqual([
      'REMOTE_TIMEOUT_MS (remoteTimeoutMs: too small)',
      'REMOTES_FILE: /srv/r.json is not JSON',
      'ORG_HOSTS is required',
    ]);
  });
});

describe('SettingsError', () => {
  it('names the server and lists every problem, one a line', () => {
    const error = new SettingsError("The shell's server", ['A is wrong', 'B is wrong']);
    expect(error.problems).toEqual(['A is wrong', 'B is wrong']);
    expect(error.message).toBe(
      "The shell's server cannot start; fix these settings (docs/configuration.md):\n  - A is wrong\n  - B is wrong",
    );
  });
});

describe('settingOfConfigPath', () => {
  it.each([
    ['apiBase', 'API_BASE'],
    ['brokerOrigins.1', 'BROKER_ORIGINS'],
    ['botCheck', 'BOT_CHECK'],
    ['botCheck.siteKey', 'RECAPTCHA_SITE_KEY'],
    ['botCheck.provider', 'BOT_CHECK'],
    ['remotes', 'REMOTES_FILE or REMOTE_<NAME>_URL'],
    ['remotes.remote_login', 'REMOTE_LOGIN_URL or REMOTES_FILE'],
    ['wallet', 'WALLETCONNECT_PROJECT_ID'],
    ['wallet.hostedUrl', 'HOSTED_WALLET_URL'],
    ['wallet.mobileStoreUrls.apple', 'WALLET_APPLE_STORE_URL'],
    ['wallet.mobileStoreUrls.google', 'WALLET_GOOGLE_PLAY_URL'],
  ])('%s is set by %s (the longest matching path wins)', (path, setting) => {
    expect(settingOfConfigPath(path)).toBe(setting);
  });

  it.each(['somethingNew', '(root)', '', 'api'])('knows no variable for %p', (path) => {
    expect(settingOfConfigPath(path)).toBeUndefined();
  });
});
