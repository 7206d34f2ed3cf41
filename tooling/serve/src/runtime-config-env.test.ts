/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localRuntimeConfigInput } from '@lender/shared/testing';
import { EnvironmentError } from './environment.ts';
import { PointerError, RemotePointer } from './remote-pointer.ts';
import { PRODUCTION_ENV, PRODUCTION_REMOTE_URLS } from './test-production-env.ts';
import {
  remotePointerFromEnv,
  runtimeConfigFromEnv,
  runtimeConfigNow,
  unreadPointerEntries,
} from './runtime-config-env.ts';

const remoteUrls = PRODUCTION_REMOTE_URLS;
/** Every setting production requires of the runtime configuration. */
const production = PRODUCTION_ENV;

/** The problems `read` is refused with as an EnvironmentError (the test fails on anything else). */
function environmentProblemsOf(read: () => unknown): readonly string[] {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(EnvironmentError);
    return (error as EnvironmentError).problems;
  }
  throw new Error('not refused');
}

describe('runtimeConfigFromEnv', () => {
  it('defaults to the local stack', () => {
    expect(runtimeConfigFromEnv({})).toEqual(localRuntimeConfigInput);
  });

  it('follows the environment: API base, audience, ports and single remote overrides', () => {
    const config = runtimeConfigFromEnv({
      API_BASE: 'https://api.lender.example',
      APP_AUDIENCE: 'agent',
      REMOTE_LOGIN_PORT: '4101',
      REMOTE_WALLET_URL: 'https://wallet.cdn.example/v42/mf-manifest.json',
      REMOTE_TIMEOUT_MS: '2500',
    });
    expect(config.environment).toBe('development');
    expect(config.apiBase).toBe('https://api.lender.example');
    expect(config.audience).toBe('agent');
    expect(config.remotes.remote_login).toBe('http://127.0.0.1:4101/mf-manifest.json');
    expect(config.remotes.remote_wallet).toBe('https://wallet.cdn.example/v42/mf-manifest.json');
    expect(config.remoteTimeoutMs).toBe(2500);
  });

  it('in production: the settings given, reCAPTCHA, no consent script, the production banners', () => {
    const config = runtimeConfigFromEnv(production);
    expect(config.environment).toBe('production');
    expect(config.botCheck).toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
    expect(config.apiBase).toBe('https://api.lender.example');
    expect(config.remotes).toEqual({
      remote_login: remoteUrls.REMOTE_LOGIN_URL,
      remote_register: remoteUrls.REMOTE_REGISTER_URL,
      remote_wallet: remoteUrls.REMOTE_WALLET_URL,
      remote_onboarding: remoteUrls.REMOTE_ONBOARDING_URL,
    });
    // Production loads no consent script unless one is configured, and reads production banners.
    expect(config.consentScriptUrl).toBeUndefined();
    expect(config.bannersVariant).toBe('production');
    // The logos and the broker default to the API's (shared/src/brand/logo-source.ts).
    expect(config.privateLabelLogoBase).toBeUndefined();
    expect(config.brokerOrigins).toEqual(['https://api.lender.example']);
    // `APP_ENV=production` alone is production too.
    expect(runtimeConfigFromEnv({ ...production, NODE_ENV: undefined, APP_ENV: 'production' })).toEqual(
      config,
    );
  });

  it('in production names no local stand-in, whatever the ports and HOST say', () => {
    const moved = { ...production, HOST: '0.0.0.0', DEV_API_PORT: '4200', TEST_WALLETS_PORT: '4201' };
    const served = JSON.stringify(runtimeConfigFromEnv(moved));
    expect(served).not.toMatch(/127\.0\.0\.1|0\.0\.0\.0|localhost|:4000|:4001|:4200|:4201|:300[0-5]/);
  });

  it.each([
    [
      'API_BASE',
      { API_BASE: undefined },
      ["API_BASE is required in production: the lender's API (like https://api.lender.example)"],
    ],
    [
      'API_BASE, empty',
      { API_BASE: '' },
      ["API_BASE is required in production: the lender's API (like https://api.lender.example)"],
    ],
    [
      'every remote',
      {
        REMOTE_LOGIN_URL: undefined,
        REMOTE_REGISTER_URL: undefined,
        REMOTE_WALLET_URL: undefined,
        REMOTE_ONBOARDING_URL: undefined,
      },
      [
        'REMOTES_FILE is required in production: the remote pointer (docs/deploy.md), or else all four of REMOTE_LOGIN_URL, REMOTE_REGISTER_URL, REMOTE_WALLET_URL, REMOTE_ONBOARDING_URL',
      ],
    ],
    [
      'one remote',
      { REMOTE_WALLET_URL: undefined },
      [
        "REMOTE_WALLET_URL is required in production when REMOTES_FILE is unset (the remote's manifest address)",
      ],
    ],
    [
      'a real bot check',
      { BOT_CHECK: 'local' },
      [
        "BOT_CHECK=local is refused in production: the dev API's stand-in; leave it unset for reCAPTCHA (with RECAPTCHA_SITE_KEY)",
      ],
    ],
    [
      'an environment that agrees',
      { APP_ENV: 'test' },
      ['APP_ENV=test contradicts NODE_ENV=production: unset APP_ENV, or set it to production'],
    ],
  ])('in production refuses to start without %s, naming it', (_what, change, problems) => {
    expect(environmentProblemsOf(() => runtimeConfigFromEnv({ ...production, ...change }))).toEqual(problems);
  });

  it("lists the rest of production's problems after a contradictory APP_ENV", () => {
    expect(
      environmentProblemsOf(() =>
        runtimeConfigFromEnv({ ...production, APP_ENV: 'test', API_BASE: undefined, BOT_CHECK: 'local' }),
      ),
    ).toEqual([
      'APP_ENV=test contradicts NODE_ENV=production: unset APP_ENV, or set it to production',
      "API_BASE is required in production: the lender's API (like https://api.lender.example)",
      "BOT_CHECK=local is refused in production: the dev API's stand-in; leave it unset for reCAPTCHA (with RECAPTCHA_SITE_KEY)",
    ]);
  });

  it('in production lists what is missing and what is wrong in one refusal', () => {
    expect(
      environmentProblemsOf(() =>
        runtimeConfigFromEnv({ ...production, API_BASE: undefined, APP_AUDIENCE: 'robots' }),
      ),
    ).toEqual([
      "API_BASE is required in production: the lender's API (like https://api.lender.example)",
      expect.stringMatching(/^APP_AUDIENCE \(audience: /),
    ]);
  });

  it("reads the environment it is given, not the process's (webpack writes the process's NODE_ENV into server.mjs)", () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(runtimeConfigFromEnv({}).environment).toBe('development');
    } finally {
      process.env.NODE_ENV = before;
    }
  });

  it('names the consent script, the logo source and the banners file from the environment', () => {
    expect(runtimeConfigFromEnv({}).consentScriptUrl).toBe('http://127.0.0.1:4000/consent/consent-banner.js');
    const config = runtimeConfigFromEnv({
      ...production,
      CONSENT_SCRIPT_URL: 'https://consent.vendor.example/banner.js',
      PRIVATE_LABEL_LOGO_BASE: 'https://cdn.lender.example/logos/',
      BANNERS_VARIANT: 'test',
    });
    expect(config.consentScriptUrl).toBe('https://consent.vendor.example/banner.js');
    expect(config.privateLabelLogoBase).toBe('https://cdn.lender.example/logos/');
    expect(config.bannersVariant).toBe('test');
    expect(runtimeConfigFromEnv({ APP_ENV: 'test' }).bannersVariant).toBe('test');
    expect(runtimeConfigFromEnv({ CONSENT_SCRIPT_URL: '' }).consentScriptUrl).toBeUndefined();
    expect(() => runtimeConfigFromEnv({ BANNERS_VARIANT: 'staging' })).toThrow(/bannersVariant/);
  });

  it('selects the bot check: local by default, reCAPTCHA in production, which needs its site key', () => {
    expect(runtimeConfigFromEnv({}).botCheck).toEqual({ provider: 'local' });
    expect(runtimeConfigFromEnv({ BOT_CHECK: 'recaptcha', RECAPTCHA_SITE_KEY: 'k' }).botCheck).toEqual({
      provider: 'recaptcha',
      siteKey: 'k',
    });
    expect(() => runtimeConfigFromEnv({ ...production, RECAPTCHA_SITE_KEY: undefined })).toThrow(
      /botCheck\.siteKey/,
    );
  });

  it('reads the remotes from REMOTES_FILE, so a remote can be repointed without a rebuild', () => {
    const dir = mkdtempSync(join(tmpdir(), 'remotes-'));
    const file = join(dir, 'remotes.json');
    const remotes = {
      remote_login: 'https://login.example/v7/mf-manifest.json',
      remote_register: 'https://register.example/mf-manifest.json',
      remote_wallet: 'https://wallet.example/mf-manifest.json',
      remote_onboarding: 'https://onboarding.example/mf-manifest.json',
    };
    writeFileSync(file, JSON.stringify(remotes));
    expect(runtimeConfigFromEnv({ REMOTES_FILE: file }).remotes).toEqual(remotes);
  });

  it('points the wallets at the local relay, test wallets and dev API outside production, Verify off unless asked', () => {
    const wallet = runtimeConfigFromEnv({ TEST_WALLETS_PORT: '4101' }).wallet;
    expect(wallet).toMatchObject({
      relayUrl: 'ws://127.0.0.1:4101',
      verify: false,
      hostedTestUrl: 'http://127.0.0.1:4000/provider/wallet',
      mobileStoreUrls: { apple: 'http://127.0.0.1:4101/mobile-wallet' },
      mobileDeepLinkUrl: 'http://127.0.0.1:4101/mobile-wallet',
    });
    expect(runtimeConfigFromEnv({ WALLETCONNECT_VERIFY: 'on' }).wallet?.verify).toBe(true);
  });

  it('has wallets in production only with a project id, and then needs the hosted pages and the passport site', () => {
    expect(runtimeConfigFromEnv(production).wallet).toBeUndefined();
    expect(() => runtimeConfigFromEnv({ ...production, WALLETCONNECT_PROJECT_ID: 'p' })).toThrow(
      /wallet\.hostedUrl: must be an absolute URL/,
    );
    const wallet = runtimeConfigFromEnv({
      ...production,
      WALLETCONNECT_PROJECT_ID: 'p',
      WALLETCONNECT_VERIFY: 'off',
      HOSTED_WALLET_URL: 'https://wallet.provider.example/connect',
      HOSTED_WALLET_TEST_URL: 'https://test.provider.example/connect',
      WALLET_EXTENSION_STORE_URL: 'https://store.example/extension',
      WALLET_APPLE_STORE_URL: 'https://apple.example/app',
      WALLET_GOOGLE_PLAY_URL: 'https://google.example/app',
      PASSPORT_SITE: 'https://www.provider.example',
    }).wallet;
    expect(wallet).toMatchObject({ relayUrl: 'wss://relay.walletconnect.com', projectId: 'p', verify: true });
    expect(wallet?.passportTestPrefix).toBe('test.');
    // No universal link configured: no "Open in wallet".
    expect(wallet?.mobileDeepLinkUrl).toBeUndefined();
  });

  it('fails loudly on a bad environment', () => {
    expect(() => runtimeConfigFromEnv({ API_BASE: 'nope', APP_AUDIENCE: 'robots' })).toThrow(
      /apiBase: must be an absolute URL\n {2}- audience: /,
    );
  });
});

const moved = {
  remote_login: 'https://cdn.lender.example/remote-login/v2/mf-manifest.json',
  remote_register: 'https://cdn.lender.example/remote-register/r1/mf-manifest.json',
  remote_wallet: 'https://cdn.lender.example/remote-wallet/w1/mf-manifest.json',
  remote_onboarding: 'https://cdn.lender.example/remote-onboarding/o1/mf-manifest.json',
};
const pointerAnswering = (...documents: object[]) =>
  new RemotePointer(
    { kind: 'address', url: new URL('https://cdn.lender.example/remotes.json') },
    { maxAgeMs: 0, fetch: async () => new Response(JSON.stringify(documents.shift())) },
  );

describe('the remote pointer in the runtime configuration', () => {
  it('stands in for a pointer that could not be read, so the rest is still checked', () => {
    const unset = { ...production, ...remoteUrls, REMOTE_LOGIN_URL: undefined, REMOTES_FILE: '/srv/r.json' };
    expect(runtimeConfigFromEnv(unset, unreadPointerEntries()).apiBase).toBe('https://api.lender.example');
    expect(() => runtimeConfigFromEnv({ ...unset, API_BASE: 'nope' }, unreadPointerEntries())).toThrow(
      /apiBase/,
    );
    expect(Object.keys(unreadPointerEntries()).sort()).toEqual([
      'remote_login',
      'remote_onboarding',
      'remote_register',
      'remote_wallet',
    ]);
  });

  it('uses the remotes it is given, whatever the environment says', () => {
    const config = runtimeConfigFromEnv(
      { REMOTE_LOGIN_URL: 'https://other.example/mf-manifest.json' },
      moved,
    );
    expect(config.remotes).toEqual(moved);
  });

  it('refuses to read a pointer at an address synchronously, saying what to call instead', () => {
    const env = { REMOTES_FILE: 'https://cdn.lender.example/remotes.json' };
    expect(() => runtimeConfigFromEnv(env)).toThrow(
      new PointerError('REMOTES_FILE is an address: read the configuration with runtimeConfigNow'),
    );
    expect(runtimeConfigFromEnv(env, moved).remotes).toEqual(moved);
  });

  it("reads the pointer for each page: runtimeConfigNow uses the pointer's entries as they stand", async () => {
    const pointer = pointerAnswering(moved, { ...moved, remote_login: 'remote-login/v1/mf-manifest.json' });
    expect((await runtimeConfigNow({}, pointer)).remotes).toEqual(moved);
    expect((await runtimeConfigNow({}, pointer)).remotes.remote_login).toBe(
      'https://cdn.lender.example/remote-login/v1/mf-manifest.json',
    );
    expect(await runtimeConfigNow({})).toEqual(runtimeConfigFromEnv({}));
  });

  it('makes the pointer REMOTES_FILE names, with its max age', () => {
    expect(remotePointerFromEnv({})).toBeUndefined();
    expect(remotePointerFromEnv({ REMOTES_FILE: '/srv/remotes.json' })?.location).toEqual({
      kind: 'file',
      path: '/srv/remotes.json',
    });
    expect(() => remotePointerFromEnv({ REMOTES_FILE: 'http://cdn.lender.example/remotes.json' })).toThrow(
      PointerError,
    );
    expect(() =>
      remotePointerFromEnv({ REMOTES_FILE: 'https://cdn.lender.example/r.json', REMOTES_CACHE_MS: '-1' }),
    ).toThrow(/REMOTES_CACHE_MS="-1"/);
  });
});
