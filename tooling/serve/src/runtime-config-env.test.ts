/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RuntimeConfig } from '@lender/shared/contracts';
import { localRuntimeConfigInput } from '@lender/shared/testing';
import { PointerError, RemotePointer } from './remote-pointer.ts';
import {
  inlineJson,
  remotePointerFromEnv,
  runtimeConfigFromEnv,
  runtimeConfigNow,
  serveRuntimeConfigJson,
} from './runtime-config-env.ts';
import { withListening } from './test-server.ts';

describe('runtimeConfigFromEnv', () => {
  it('defaults to the local stack', () => {
    expect(runtimeConfigFromEnv({})).toEqual(localRuntimeConfigInput);
  });

  it('follows the environment: API base, audience, ports and single remote overrides', () => {
    const config = runtimeConfigFromEnv({
      NODE_ENV: 'production',
      API_BASE: 'https://api.lender.example',
      APP_AUDIENCE: 'agent',
      REMOTE_LOGIN_PORT: '4101',
      REMOTE_WALLET_URL: 'https://wallet.cdn.example/v42/mf-manifest.json',
      REMOTE_TIMEOUT_MS: '2500',
      RECAPTCHA_SITE_KEY: 'site-key',
    });
    expect(config.environment).toBe('production');
    expect(config.botCheck).toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
    expect(config.apiBase).toBe('https://api.lender.example');
    expect(config.audience).toBe('agent');
    expect(config.remotes.remote_login).toBe('http://127.0.0.1:4101/mf-manifest.json');
    expect(config.remotes.remote_wallet).toBe('https://wallet.cdn.example/v42/mf-manifest.json');
    expect(config.remoteTimeoutMs).toBe(2500);
    // Production loads no consent script unless one is configured, and reads production banners.
    expect(config.consentScriptUrl).toBeUndefined();
    expect(config.bannersVariant).toBe('production');
    expect(config.privateLabelLogoBase).toBeUndefined();
  });

  it('names the consent script, the logo source and the banners file from the environment', () => {
    expect(runtimeConfigFromEnv({}).consentScriptUrl).toBe('http://127.0.0.1:4000/consent/consent-banner.js');
    const config = runtimeConfigFromEnv({
      NODE_ENV: 'production',
      RECAPTCHA_SITE_KEY: 'k',
      API_BASE: 'https://api.lender.example',
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
    expect(runtimeConfigFromEnv({ NODE_ENV: 'production', BOT_CHECK: 'local' }).botCheck).toEqual({
      provider: 'local',
    });
    expect(() => runtimeConfigFromEnv({ NODE_ENV: 'production' })).toThrow(/botCheck/);
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
    const production = { NODE_ENV: 'production', RECAPTCHA_SITE_KEY: 'k' };
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

describe('serveRuntimeConfigJson', () => {
  /** A server answering /runtime-config.json from `config`, and 404 for what it leaves. */
  const withConfigServer = (config: () => Promise<RuntimeConfig>, run: (base: string) => Promise<void>) =>
    withListening(
      createServer((request, response) => {
        serveRuntimeConfigJson(request, response, config).then(
          (handled) => handled || response.writeHead(404).end(),
          () => response.writeHead(500).end(),
        );
      }),
      run,
    );

  it('answers with the configuration as it stands for each request, never cached', async () => {
    const pointer = pointerAnswering(moved, { ...moved, remote_login: 'remote-login/v1/mf-manifest.json' });
    await withConfigServer(
      () => runtimeConfigNow({}, pointer),
      async (base) => {
        const first = await fetch(`${base}/runtime-config.json?check=1`);
        expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(first.headers.get('cache-control')).toBe('no-cache');
        expect(((await first.json()) as { remotes: object }).remotes).toEqual(moved);
        const second = (await (await fetch(`${base}/runtime-config.json`)).json()) as {
          remotes: typeof moved;
        };
        expect(second.remotes.remote_login).toBe(
          'https://cdn.lender.example/remote-login/v1/mf-manifest.json',
        );
        expect((await fetch(`${base}/other.json`)).status).toBe(404);
      },
    );
  });

  it('rejects when the configuration cannot be read, for its server to answer', async () => {
    await withConfigServer(
      () => Promise.reject(new Error('pointer unreachable')),
      async (base) => {
        expect((await fetch(`${base}/runtime-config.json`)).status).toBe(500);
      },
    );
  });
});

describe('inlineJson', () => {
  it('cannot close the script element it is written into', () => {
    expect(inlineJson({ apiBase: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(inlineJson({ a: '</script>' }))).toEqual({ a: '</script>' });
  });
});
