/** @jest-environment node */
/**
 * Every variable the shell's server reads is listed in docs/configuration.md (issue 29: "every
 * setting comes from the environment and is listed"). The reads are seen, not listed by hand: the
 * settings are read and a page is answered from an environment that records each name asked
 * for, under environments that take each branch (development, production, a pointer file, the
 * wallets in production), so the names built at run time (`REMOTE_<NAME>_URL`, the ports) show.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

const production: Env = {
  NODE_ENV: 'production',
  ORG_HOSTS: 'sign-in.lender.example=KEYSTONE',
  SHELL_ORIGIN: 'https://sign-in.lender.example',
  API_BASE: 'https://api.lender.example',
  RECAPTCHA_SITE_KEY: 'site-key',
};

const ENVIRONMENTS: Readonly<Record<string, Env>> = {
  'development defaults': {},
  production,
  'a pointer file': { REMOTES_FILE: pointerFile },
  'the wallets in production': {
    ...production,
    WALLETCONNECT_PROJECT_ID: 'project',
    HOSTED_WALLET_URL: 'https://wallet.provider.example/connect',
    HOSTED_WALLET_TEST_URL: 'https://test.wallet.provider.example/connect',
    WALLET_EXTENSION_STORE_URL: 'https://store.example/extension',
    WALLET_APPLE_STORE_URL: 'https://apple.example/app',
    WALLET_GOOGLE_PLAY_URL: 'https://google.example/app',
    PASSPORT_SITE: 'https://www.provider.example',
  },
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
