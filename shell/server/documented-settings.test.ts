/** @jest-environment node */
/**
 * Every variable the shell's server reads is listed in docs/configuration.md (issue 29: "every
 * setting comes from the environment and is listed"). The reads are seen, not listed by hand: the
 * settings are read and a page is answered from an environment that records each name asked
 * for, under environments that take each branch (development, production, a pointer file, the
 * wallets in production), so the names built at run time (`REMOTE_<NAME>_URL`, the ports) show.
 * And production's rule (issue 41): without any one required setting, the server refuses to
 * start and names it; with all of them, it names no local stand-in.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SettingsError } from '@lender/serve/env-settings';
import { PRODUCTION_ENV, PRODUCTION_REMOTE_URLS } from '@lender/serve/test-production-env';
import { shellServerOptions } from './app.ts';
import { shellSettingsFromEnv } from './settings.ts';

type Env = Record<string, string | undefined>;

const folder = mkdtempSync(join(tmpdir(), 'shell-documented-'));
const html = '<html><head></head><body></body></html>';
writeFileSync(join(folder, 'index.html'), html);
const pointerFile = join(folder, 'remotes.json');
writeFileSync(
  pointerFile,
  JSON.stringify(
    Object.fromEntries(
      ['remote_login', 'remote_register', 'remote_wallet', 'remote_onboarding'].map((name) => [
        name,
        `https://cdn.lender.example/${name}/v1/mf-manifest.json`,
      ]),
    ),
  ),
);

/** Every setting the shell's server requires in production, the remotes by their four addresses. */
const production: Env = {
  ...PRODUCTION_ENV,
  ORG_HOSTS: 'sign-in.lender.example=KEYSTONE',
  SHELL_ORIGIN: 'https://sign-in.lender.example',
};

/** Production with the wallets on: their addresses are required too. */
const walletsInProduction: Env = {
  ...production,
  WALLETCONNECT_PROJECT_ID: 'project',
  HOSTED_WALLET_URL: 'https://wallet.provider.example/connect',
  HOSTED_WALLET_TEST_URL: 'https://test.wallet.provider.example/connect',
  WALLET_EXTENSION_STORE_URL: 'https://store.example/extension',
  WALLET_APPLE_STORE_URL: 'https://apple.example/app',
  WALLET_GOOGLE_PLAY_URL: 'https://google.example/app',
  PASSPORT_SITE: 'https://www.provider.example',
};

const ENVIRONMENTS: Readonly<Record<string, Env>> = {
  'development defaults': {},
  production,
  'a pointer file': { REMOTES_FILE: pointerFile },
  'production with a pointer file': {
    ...production,
    ...Object.fromEntries(Object.keys(PRODUCTION_REMOTE_URLS).map((name) => [name, undefined])),
    REMOTES_FILE: pointerFile,
  },
  'the wallets in production': walletsInProduction,
};

/** `env` behind a proxy that adds each variable name read to `reads`. */
function recording(env: Env, reads: Set<string>): Env {
  return new Proxy(env, {
    get(target, name, receiver) {
      // Only names a variable can have: not what the runtime asks of any object (`toJSON`, symbols).
      if (typeof name === 'string' && /^[A-Z][A-Z0-9_]*$/.test(name)) reads.add(name);
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
}

/** Every variable read to start the server and answer a page, under each environment. */
async function variablesRead(): Promise<Set<string>> {
  const reads = new Set<string>();
  for (const [what, env] of Object.entries(ENVIRONMENTS)) {
    const settings = await shellSettingsFromEnv(recording(env, reads), { distDir: folder }).catch(
      (error: unknown) => {
        throw new Error(`${what}: ${String(error)}`);
      },
    );
    const request = { url: '/auth/login', headers: { host: 'sign-in.lender.example' } };
    await shellServerOptions(settings).page!(html, request as unknown as IncomingMessage);
  }
  return reads;
}

describe("the shell's server settings", () => {
  it('are each listed in docs/configuration.md', async () => {
    const reads = await variablesRead();
    // The recorder sees reads of every kind: fixed names, built names and the ports.
    expect([...reads]).toEqual(
      expect.arrayContaining([
        'SHELL_PORT',
        'HOST',
        'ORG_HOSTS',
        'SHELL_ORIGIN',
        'API_BASE',
        'REMOTES_FILE',
        'REMOTES_CACHE_MS',
        'REMOTE_LOGIN_URL',
        'REMOTE_ONBOARDING_PORT',
        'WALLET_RELAY_URL',
        'SHELL_DIST_DIR',
      ]),
    );
    const doc = readFileSync(join(__dirname, '../../docs/configuration.md'), 'utf8');
    expect([...reads].filter((name) => !doc.includes(`\`${name}\``)).sort()).toEqual([]);
  });
});

/** What the server says when `env` lacks a setting: the problems it refuses to start with. */
async function refusalOf(env: Env): Promise<readonly string[]> {
  const outcome: unknown = await shellSettingsFromEnv(env, { distDir: folder }).then(
    () => 'started',
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(SettingsError);
  return (outcome as SettingsError).problems;
}

const without = (env: Env, ...names: string[]): Env => ({
  ...env,
  ...Object.fromEntries(names.map((name) => [name, undefined])),
});

describe("the shell's server in production", () => {
  it('starts with every required setting, and names no local stand-in', async () => {
    for (const env of [production, walletsInProduction]) {
      const settings = await shellSettingsFromEnv(env, { distDir: folder });
      const request = { url: '/auth/login', headers: { host: 'sign-in.lender.example' } };
      const page = await shellServerOptions(settings).page!(html, request as unknown as IncomingMessage);
      expect(JSON.stringify(page)).not.toMatch(/127\.0\.0\.1|localhost|:4000|:4001|:3005/);
    }
  });

  // Each row: the environment missing (or refusing) one setting, and the variable the refusal names.
  it.each([
    ['API_BASE', without(production, 'API_BASE'), 'API_BASE'],
    ['the remotes', without(production, ...Object.keys(PRODUCTION_REMOTE_URLS)), 'REMOTES_FILE'],
    ['one remote', without(production, 'REMOTE_ONBOARDING_URL'), 'REMOTE_ONBOARDING_URL'],
    ['the bot check key', without(production, 'RECAPTCHA_SITE_KEY'), 'RECAPTCHA_SITE_KEY'],
    ['the local bot check', { ...production, BOT_CHECK: 'local' }, 'BOT_CHECK'],
    ['SHELL_ORIGIN', without(production, 'SHELL_ORIGIN'), 'SHELL_ORIGIN'],
    ['ORG_HOSTS', without(production, 'ORG_HOSTS'), 'ORG_HOSTS'],
    ['an agreeing APP_ENV', { ...production, APP_ENV: 'test' }, 'APP_ENV'],
    [
      'a partner over https:',
      { ...production, PARTNER_ORIGINS: 'http://apollo.example=apollo' },
      'PARTNER_ORIGINS',
    ],
    ...[
      'HOSTED_WALLET_URL',
      'HOSTED_WALLET_TEST_URL',
      'WALLET_EXTENSION_STORE_URL',
      'WALLET_APPLE_STORE_URL',
      'WALLET_GOOGLE_PLAY_URL',
      'PASSPORT_SITE',
    ].map((name): [string, Env, string] => [
      `the wallets' ${name}`,
      without(walletsInProduction, name),
      name,
    ]),
  ])('refuses to start without %s, naming %s', async (_what, env, name) => {
    const problems = await refusalOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}\\b`));
  });
});
