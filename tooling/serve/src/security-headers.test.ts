/** @jest-environment node */
import { createHash } from 'node:crypto';
import { runtimeConfigFromEnv } from './runtime-config-env.ts';
import { PRODUCTION_ENV } from './test-production-env.ts';
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
  it("allows a server-made page's one inline script by its hash, and no other", () => {
    const config = runtimeConfigFromEnv({});
    const settings = securitySettingsFromEnv(config, {});
    const starter = 'console.log("start")';
    const expected = `'sha256-${createHash('sha256').update(starter).digest('base64')}'`;
    const policy = directives(
      contentSecurityPolicy(config, settings, NONCE, settings.shellOrigins, [starter]),
    );
    expect(policy['script-src']).toContain(expected);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(directives(contentSecurityPolicy(config, settings, NONCE))['script-src']).not.toContain(expected);
  });

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
      ...PRODUCTION_ENV,
      ORG_HOSTS: 'lender.example=KEYSTONE',
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
      PARTNER_ORIGINS: 'https://partner.example=apollo',
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
    // Partners frame the embed routes only, each its own (shell/server/embed-framing.ts): never a page by default.
    expect(policy['frame-ancestors']).toEqual(["'self'", 'https://lender.example']);
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
  const settings = (shellOrigins: string[]): SecuritySettings => ({ shellOrigins, devOrigins: [] });

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
    // A remote's page, framed by the shell's origin.
    const framed = pageHeaders(config, settings(['https://lender.example']), NONCE, [
      'https://remote.example',
    ]);
    expect(framed['x-frame-options']).toBeUndefined();
  });

  it.each([
    ["the shell's origins (the default)", undefined, ["'self'", 'https://lender.example'], 'SAMEORIGIN'],
    ['nobody but itself', [], ["'self'"], 'SAMEORIGIN'],
    ['one partner', ['https://partner.example'], ["'self'", 'https://partner.example'], undefined],
  ])(
    'a page that %s may frame: frame-ancestors, and X-Frame-Options where it says the same',
    (_, framers, ancestors, xfo) => {
      const headers = pageHeaders(
        config,
        settings(['https://lender.example']),
        NONCE,
        ['https://lender.example'],
        framers,
      );
      expect(directives(headers['content-security-policy']!)['frame-ancestors']).toEqual(ancestors);
      expect(headers['x-frame-options']).toBe(xfo);
    },
  );

  it('the shell behind a public SHELL_ORIGIN: X-Frame-Options when nobody but the shell may frame it', () => {
    const env = { SHELL_ORIGIN: 'https://signin.lender.example', CSP_REPORT_URI: '' };
    const shell = securitySettingsFromEnv(config, env);
    expect(shell.shellOrigins).toContain('https://signin.lender.example');
    expect(shell.shellOrigins).not.toContain('http://127.0.0.1:3000');
    expect(pageHeaders(config, shell, NONCE, shell.shellOrigins)['x-frame-options']).toBe('SAMEORIGIN');
    // The partners frame the embed routes only: a page's default stays the shell's own.
    const partnered = securitySettingsFromEnv(config, {
      ...env,
      PARTNER_ORIGINS: 'https://partner.example=apollo',
    });
    expect(pageHeaders(config, partnered, NONCE, partnered.shellOrigins)['x-frame-options']).toBe(
      'SAMEORIGIN',
    );
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

  it("an asset: CORS for the shell's origins only (not the partners: the embed frames the shell), never '*'", () => {
    const hosts = securitySettingsFromEnv(config, {
      SHELL_ORIGIN: 'https://lender.example',
      PARTNER_ORIGINS: 'https://partner.example=apollo',
    });
    expect(assetHeaders('https://lender.example', hosts)).toMatchObject({
      'access-control-allow-origin': 'https://lender.example',
      vary: 'origin',
    });
    for (const origin of ['https://partner.example', 'https://evil.example', 'null', undefined])
      expect(assetHeaders(origin, hosts)['access-control-allow-origin']).toBeUndefined();
  });
});
