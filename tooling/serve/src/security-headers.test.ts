/** @jest-environment node */
import { runtimeConfigFromEnv } from './runtime-config-env.ts';
import {
  assetHeaders,
  contentSecurityPolicy,
  pageHeaders,
  securitySettingsFromEnv,
  type SecuritySettings,
} from './security-headers.ts';

const NONCE = 'bm9uY2Utbm9uY2Utbm9uY2U=';
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name!, sources];
    }),
  );

describe('the content security policy', () => {
  it('in development: our servers only, a nonce for styles, no inline script, no eval', () => {
    const config = runtimeConfigFromEnv({});
    const policy = directives(contentSecurityPolicy(config, securitySettingsFromEnv(config, {}), NONCE));
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': [
        "'self'",
        'http://127.0.0.1:3001',
        'http://127.0.0.1:3002',
        'http://127.0.0.1:3003',
        'http://127.0.0.1:3004',
        'http://127.0.0.1:4000',
        'http://127.0.0.1:4001',
      ],
      'style-src': ["'self'", `'nonce-${NONCE}'`],
      'img-src': ["'self'", 'data:', 'http://127.0.0.1:4000'],
      'font-src': ["'self'"],
      'connect-src': [
        "'self'",
        'http://127.0.0.1:4000',
        'http://127.0.0.1:3001',
        'http://127.0.0.1:3002',
        'http://127.0.0.1:3003',
        'http://127.0.0.1:3004',
        'ws://127.0.0.1:4001',
        'http://127.0.0.1:4001',
      ],
      'frame-src': ["'self'", 'http://127.0.0.1:4000'],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': expect.arrayContaining([
        "'self'",
        'http://127.0.0.1:3000',
        'http://heloc.localhost:3000',
      ]) as string[],
      'report-uri': ['http://127.0.0.1:4000/csp-reports'],
    });
    expect(Object.values(policy).flat().join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('in production: the configured services, no development origins, reports where configured', () => {
    const env = {
      NODE_ENV: 'production',
      ORG_HOSTS: 'lender.example=KEYSTONE',
      API_BASE: 'https://api.lender.example',
      RECAPTCHA_SITE_KEY: 'site-key',
      CONSENT_SCRIPT_URL: 'https://consent.vendor.example/banner.js',
      WALLETCONNECT_PROJECT_ID: 'project',
      HOSTED_WALLET_URL: 'https://wallet.provider.example/frame',
      HOSTED_WALLET_TEST_URL: 'https://test.wallet.provider.example/frame',
      PASSPORT_SITE: 'https://passport.example',
      WALLET_EXTENSION_STORE_URL: 'https://store.example/extension',
      WALLET_APPLE_STORE_URL: 'https://apps.example/wallet',
      WALLET_GOOGLE_PLAY_URL: 'https://play.example/wallet',
      REMOTE_LOGIN_URL: 'https://login.lender.example/mf-manifest.json',
      SHELL_ORIGIN: 'https://lender.example',
      PARTNER_ORIGINS: 'https://partner.example',
      CSP_REPORT_URI: 'https://reports.lender.example/csp',
    };
    const config = runtimeConfigFromEnv(env);
    const policy = directives(contentSecurityPolicy(config, securitySettingsFromEnv(config, env), NONCE));
    expect(policy['script-src']).toEqual(
      expect.arrayContaining([
        'https://login.lender.example',
        'https://consent.vendor.example',
        'https://www.google.com',
        'https://www.gstatic.com',
      ]),
    );
    expect(policy['script-src']).not.toContain('http://127.0.0.1:4001');
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(['https://api.lender.example', 'wss://relay.walletconnect.com']),
    );
    expect(policy['frame-src']).toEqual(
      expect.arrayContaining([
        'https://wallet.provider.example',
        'https://test.wallet.provider.example',
        'https://verify.walletconnect.com',
      ]),
    );
    expect(policy['frame-ancestors']).toEqual([
      "'self'",
      'https://lender.example',
      'https://partner.example',
    ]);
    expect(policy['report-uri']).toEqual(['https://reports.lender.example/csp']);
    expect(
      directives(
        contentSecurityPolicy(config, securitySettingsFromEnv(config, { ...env, CSP_REPORT_URI: '' }), NONCE),
      )['report-uri'],
    ).toBeUndefined();
  });
});

describe('the headers', () => {
  const config = runtimeConfigFromEnv({});
  const settings = (hostOrigins: string[]): SecuritySettings => ({
    hostOrigins,
    shellOrigins: hostOrigins.slice(0, 1),
    devOrigins: [],
  });

  it('a page: the policy, and X-Frame-Options only when nobody else may frame it', () => {
    const alone = pageHeaders(config, settings(['https://lender.example']), NONCE, [
      'https://lender.example',
    ]);
    expect(alone).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(alone['content-security-policy']).toContain(`'nonce-${NONCE}'`);
    const framed = pageHeaders(
      config,
      settings(['https://lender.example', 'https://partner.example']),
      NONCE,
      ['https://lender.example'],
    );
    expect(framed['x-frame-options']).toBeUndefined();
  });

  it('the shell behind a public SHELL_ORIGIN: X-Frame-Options when nobody but the shell may frame it', () => {
    const env = { SHELL_ORIGIN: 'https://signin.lender.example', CSP_REPORT_URI: '' };
    const shell = securitySettingsFromEnv(config, env);
    expect(shell.shellOrigins).toContain('https://signin.lender.example');
    expect(shell.shellOrigins).not.toContain('http://127.0.0.1:3000');
    expect(pageHeaders(config, shell, NONCE, shell.shellOrigins)['x-frame-options']).toBe('SAMEORIGIN');
    const partnered = securitySettingsFromEnv(config, { ...env, PARTNER_ORIGINS: 'https://partner.example' });
    expect(pageHeaders(config, partnered, NONCE, partnered.shellOrigins)['x-frame-options']).toBeUndefined();
  });

  it("SHELL_ORIGIN named: the shell's origins are it alone, whatever the port (servers behind one balancer answer alike)", () => {
    const named = { SHELL_ORIGIN: 'https://sign-in.lender.example, https://heloc.lender.example' };
    const origins = ['https://sign-in.lender.example', 'https://heloc.lender.example'];
    for (const env of [named, { ...named, SHELL_PORT: '3100' }, { ...named, SHELL_PORT: '3200' }]) {
      const shell = securitySettingsFromEnv(config, env);
      expect(shell.shellOrigins).toEqual(origins);
      expect(directives(contentSecurityPolicy(config, shell, NONCE))['frame-ancestors']).toEqual([
        "'self'",
        ...origins,
      ]);
    }
  });

  it('SHELL_ORIGIN unset, outside production: the local origin and the development host names', () => {
    const shell = securitySettingsFromEnv(config, { SHELL_PORT: '3100' });
    expect(shell.shellOrigins).toEqual(
      expect.arrayContaining([
        'http://127.0.0.1:3100',
        'http://localhost:3100',
        'http://apollo.localhost:3100',
        'http://heloc.localhost:3100',
      ]),
    );
    expect(directives(contentSecurityPolicy(config, shell, NONCE))['frame-ancestors']).toContain(
      'http://localhost:3100',
    );
  });

  it("an asset: CORS for the hosts only, naming the origin, never '*'", () => {
    const hosts = settings(['https://lender.example', 'https://partner.example']);
    expect(assetHeaders('https://partner.example', hosts)).toMatchObject({
      'access-control-allow-origin': 'https://partner.example',
      vary: 'origin',
    });
    for (const origin of ['https://evil.example', 'null', undefined])
      expect(assetHeaders(origin, hosts)['access-control-allow-origin']).toBeUndefined();
  });
});
