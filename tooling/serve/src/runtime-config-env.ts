/**
 * The runtime configuration a page server inlines into its HTML, built from that
 * server's environment. The shell's server and every remote's server (for its
 * standalone page) use this one implementation, so the same variables point
 * either at the same services. Remote locations come from `REMOTES_FILE` (the
 * remote pointer, a file or an address: ./remote-pointer.ts, read again for the
 * pages served after a deploy moves it, so a remote is repointed without a restart),
 * else from `REMOTE_<NAME>_URL`, else from the default local ports. Nothing here is
 * baked into a bundle.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  parseRuntimeConfig,
  remoteContainers,
  walletConfigOf,
  RUNTIME_CONFIG_ELEMENT_ID,
  type RuntimeConfig,
} from '@lender/shared/contracts';
import { appByDir, originOf } from './apps.ts';
import {
  parsePointer,
  pointerLocation,
  pointerMaxAgeFromEnv,
  PointerError,
  RemotePointer,
} from './remote-pointer.ts';

type Env = Record<string, string | undefined>;

function remotesFromEnv(env: Env): Record<string, string> {
  const pointer = pointerLocation(env.REMOTES_FILE);
  if (pointer?.kind === 'file') return parsePointer(readFileSync(pointer.path, 'utf8'), pointer.path);
  if (pointer?.kind === 'address')
    throw new PointerError('REMOTES_FILE is an address: read the configuration with runtimeConfigNow');
  return Object.fromEntries(
    remoteContainers.map((container) => {
      const dir = container.replace('_', '-');
      const override = env[`${container.toUpperCase()}_URL`];
      return [container, override ?? `${originOf(appByDir(dir), env)}/mf-manifest.json`];
    }),
  );
}

/**
 * The bot check: `BOT_CHECK=local|recaptcha`, by default local in development and
 * test and reCAPTCHA in production, which then needs `RECAPTCHA_SITE_KEY` (a
 * missing key fails the start loudly rather than shipping the local check).
 */
function botCheckFromEnv(env: Env, environment: string): unknown {
  const provider = env.BOT_CHECK ?? (environment === 'production' ? 'recaptcha' : 'local');
  return provider === 'recaptcha' ? { provider, siteKey: env.RECAPTCHA_SITE_KEY ?? '' } : { provider };
}

/**
 * The identity broker's origins (`BROKER_ORIGINS`, comma-separated); by default the
 * API's, where the dev API serves the broker's sign-in page.
 */
function brokerOriginsFromEnv(env: Env, apiBase: string): string[] {
  if (env.BROKER_ORIGINS !== undefined)
    return env.BROKER_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
  return URL.canParse(apiBase) ? [new URL(apiBase).origin] : [];
}

/**
 * The consent-management script: `CONSENT_SCRIPT_URL`; outside production, the dev
 * API's local stand-in when none is given; in production none unless configured.
 */
function consentScriptFromEnv(env: Env, environment: string, apiBase: string): string | undefined {
  if (env.CONSENT_SCRIPT_URL !== undefined) return env.CONSENT_SCRIPT_URL || undefined;
  if (environment === 'production') return undefined;
  // A bad API base is reported by the schema; this default just stays out of its way.
  return URL.canParse(apiBase) ? new URL('/consent/consent-banner.js', apiBase).toString() : undefined;
}

/**
 * The wallets' services (docs/configuration.md, "Wallets"). Outside production every
 * one is local: the relay and the test wallets' pages of test-wallets, the hosted
 * wallet and the passport pages of the dev API, Verify off (`WALLETCONNECT_VERIFY=on`
 * turns it on). In production the wallet section exists only when
 * `WALLETCONNECT_PROJECT_ID` is set, and then the hosted pages and the passport site
 * must be given too; the relay defaults to WalletConnect's, Verify is always on.
 */
function walletFromEnv(env: Env, environment: string, apiBase: string): unknown {
  const production = environment === 'production';
  if (production && !env.WALLETCONNECT_PROJECT_ID) return undefined;
  const wallets = originOf(appByDir('test-wallets'), env);
  const local = (path: string, base: string) => (URL.canParse(base) ? new URL(path, base).toString() : '');
  const hostedDefault = production ? '' : local('/provider/wallet', apiBase);
  return {
    relayUrl:
      env.WALLET_RELAY_URL ?? (production ? 'wss://relay.walletconnect.com' : wallets.replace(/^http/, 'ws')),
    projectId: env.WALLETCONNECT_PROJECT_ID ?? 'local-development',
    verify: production || env.WALLETCONNECT_VERIFY === 'on',
    hostedUrl: env.HOSTED_WALLET_URL ?? hostedDefault,
    hostedTestUrl: env.HOSTED_WALLET_TEST_URL ?? hostedDefault,
    testHostMarker: env.WALLET_TEST_HOST_MARKER ?? 'test.',
    extensionStoreUrl: env.WALLET_EXTENSION_STORE_URL ?? (production ? '' : `${wallets}/extension`),
    mobileStoreUrls: {
      apple: env.WALLET_APPLE_STORE_URL ?? (production ? '' : `${wallets}/mobile-wallet`),
      google: env.WALLET_GOOGLE_PLAY_URL ?? (production ? '' : `${wallets}/mobile-wallet`),
    },
    mobileDeepLinkUrl:
      env.WALLET_MOBILE_DEEP_LINK_URL ?? (production ? undefined : `${wallets}/mobile-wallet`),
    passportSite: env.PASSPORT_SITE ?? (production ? '' : apiBase),
    passportTestPrefix: env.PASSPORT_TEST_PREFIX ?? (production ? 'test.' : ''),
  };
}

/**
 * The variable behind each part of the runtime configuration, so a refused value is named by
 * what to change (`API_BASE (apiBase: Invalid URL)`). The longest matching path wins.
 */
const SETTING_OF_PATH: Readonly<Record<string, string>> = {
  environment: 'APP_ENV',
  apiBase: 'API_BASE',
  audience: 'APP_AUDIENCE',
  remotes: 'REMOTES_FILE or REMOTE_<NAME>_URL',
  'remotes.remote_login': 'REMOTE_LOGIN_URL or REMOTES_FILE',
  'remotes.remote_register': 'REMOTE_REGISTER_URL or REMOTES_FILE',
  'remotes.remote_wallet': 'REMOTE_WALLET_URL or REMOTES_FILE',
  'remotes.remote_onboarding': 'REMOTE_ONBOARDING_URL or REMOTES_FILE',
  remoteTimeoutMs: 'REMOTE_TIMEOUT_MS',
  botCheck: 'BOT_CHECK',
  'botCheck.siteKey': 'RECAPTCHA_SITE_KEY',
  privateLabelLogoBase: 'PRIVATE_LABEL_LOGO_BASE',
  consentScriptUrl: 'CONSENT_SCRIPT_URL',
  brokerOrigins: 'BROKER_ORIGINS',
  bannersVariant: 'BANNERS_VARIANT',
  wallet: 'WALLETCONNECT_PROJECT_ID',
  'wallet.relayUrl': 'WALLET_RELAY_URL',
  'wallet.projectId': 'WALLETCONNECT_PROJECT_ID',
  'wallet.verify': 'WALLETCONNECT_VERIFY',
  'wallet.hostedUrl': 'HOSTED_WALLET_URL',
  'wallet.hostedTestUrl': 'HOSTED_WALLET_TEST_URL',
  'wallet.testHostMarker': 'WALLET_TEST_HOST_MARKER',
  'wallet.extensionStoreUrl': 'WALLET_EXTENSION_STORE_URL',
  'wallet.mobileStoreUrls.apple': 'WALLET_APPLE_STORE_URL',
  'wallet.mobileStoreUrls.google': 'WALLET_GOOGLE_PLAY_URL',
  'wallet.mobileDeepLinkUrl': 'WALLET_MOBILE_DEEP_LINK_URL',
  'wallet.passportSite': 'PASSPORT_SITE',
  'wallet.passportTestPrefix': 'PASSPORT_TEST_PREFIX',
};

/** The variable to change for a problem at `path` of the runtime configuration (`brokerOrigins.1` → `BROKER_ORIGINS`). */
export function settingOfConfigPath(path: string): string | undefined {
  const parts = path.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const setting = SETTING_OF_PATH[parts.slice(0, length).join('.')];
    if (setting) return setting;
  }
  return undefined;
}

/** The runtime configuration's `environment`: `APP_ENV`, else production under `NODE_ENV=production`. */
export const environmentFromEnv = (env: Env = process.env): string =>
  env.APP_ENV ?? (env.NODE_ENV === 'production' ? 'production' : 'development');

/**
 * Throws a RuntimeConfigError listing every problem; servers call it once at start to fail loudly.
 * `remotes`: the pointer's entries as read for this page (runtimeConfigNow); else from `env`.
 */
export function runtimeConfigFromEnv(
  env: Env = process.env,
  remotes?: Record<string, string>,
): RuntimeConfig {
  const environment = environmentFromEnv(env);
  const apiBase = env.API_BASE ?? originOf(appByDir('dev-api'), env);
  const config = parseRuntimeConfig({
    environment,
    apiBase,
    audience: env.APP_AUDIENCE ?? 'customer',
    remotes: remotes ?? remotesFromEnv(env),
    remoteTimeoutMs: env.REMOTE_TIMEOUT_MS ? Number(env.REMOTE_TIMEOUT_MS) : 2000,
    botCheck: botCheckFromEnv(env, environment),
    privateLabelLogoBase: env.PRIVATE_LABEL_LOGO_BASE || undefined,
    consentScriptUrl: consentScriptFromEnv(env, environment, apiBase),
    brokerOrigins: brokerOriginsFromEnv(env, apiBase),
    bannersVariant: env.BANNERS_VARIANT || (environment === 'test' ? 'test' : 'production'),
    wallet: walletFromEnv(env, environment, apiBase),
  });
  // The pages check the wallet section only when a wallet screen opens: check it now, loudly.
  walletConfigOf(config);
  return config;
}

/** The remote pointer a server reads for each page (`REMOTES_FILE`), or undefined without one. */
export function remotePointerFromEnv(env: Env = process.env): RemotePointer | undefined {
  const location = pointerLocation(env.REMOTES_FILE);
  return location && new RemotePointer(location, { maxAgeMs: pointerMaxAgeFromEnv(env) });
}

/** The runtime configuration for a page served now: with the pointer as it stands. */
export async function runtimeConfigNow(
  env: Env = process.env,
  pointer?: RemotePointer,
): Promise<RuntimeConfig> {
  return runtimeConfigFromEnv(env, pointer ? await pointer.current() : undefined);
}

/** Inline JSON for a <script> element: `<` is escaped so no value can close the tag. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The element the page reads with `readRuntimeConfigFromDocument`. */
export function renderRuntimeConfigScript(config: RuntimeConfig): string {
  return `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${inlineJson(config)}</script>`;
}

/** Adds markup at the end of a page's <head>. */
export function appendToHead(html: string, markup: string): string {
  return html.replace('</head>', `${markup}</head>`);
}

export const pathnameOf = (request: IncomingMessage): string =>
  new URL(request.url ?? '/', 'http://localhost').pathname;

/** `GET /runtime-config.json`: what a page served now inlines, for people, monitors and open tabs (the new-version check). */
export async function serveRuntimeConfigJson(
  request: IncomingMessage,
  response: ServerResponse,
  config: () => Promise<RuntimeConfig>,
): Promise<boolean> {
  if (pathnameOf(request) !== '/runtime-config.json') return false;
  const body = JSON.stringify(await config(), null, 2);
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-cache',
  });
  response.end(body);
  return true;
}
