/**
 * The runtime configuration a page server inlines into its HTML, built from that
 * server's environment. The shell's server and every remote's server (for its
 * standalone page) use this one implementation, so the same variables point
 * either at the same services. Remote locations come from `REMOTES_FILE` (the
 * remote pointer, a file or an address: ./remote-pointer.ts, read again for the
 * pages served after a deploy moves it, so a remote is repointed without a restart),
 * else from `REMOTE_<NAME>_URL`. Outside production what is unset falls back to the local
 * stand-ins (./development-defaults.ts); in production the lender's API and the remotes are
 * required and nothing falls back to them (issue 41). Nothing here is baked into a bundle.
 * The page's markup: ./page-html.ts; `GET /runtime-config.json`: ./runtime-config-route.ts.
 */
import { readFileSync } from 'node:fs';
import {
  parseRuntimeConfig,
  remoteContainers,
  RuntimeConfigError,
  walletConfigOf,
  type RuntimeConfig,
} from '@lender/shared/contracts';
import { developmentDefaults, type DevelopmentDefaults } from './development-defaults.ts';
import { EnvironmentError, environmentOf, isProduction } from './environment.ts';
import {
  parsePointer,
  pointerLocation,
  pointerMaxAgeFromEnv,
  PointerError,
  RemotePointer,
} from './remote-pointer.ts';

type Env = Record<string, string | undefined>;

/** Each remote's own variable: `REMOTE_LOGIN_URL` for `remote_login`. */
const remoteUrlSetting = (container: string) => `${container.toUpperCase()}_URL`;

/**
 * Stands in, while the start-up problems are collected, for a setting production requires and
 * the environment lacks, so the other values are still checked in the same run. Never served:
 * a missing setting stops the start.
 */
const MISSING = 'https://missing.invalid/';

function remotesFromEnv(env: Env, defaults: DevelopmentDefaults | undefined): Record<string, string> {
  const pointer = pointerLocation(env.REMOTES_FILE);
  if (pointer?.kind === 'file') return parsePointer(readFileSync(pointer.path, 'utf8'), pointer.path);
  if (pointer?.kind === 'address')
    throw new PointerError('REMOTES_FILE is an address: read the configuration with runtimeConfigNow');
  return Object.fromEntries(
    remoteContainers.map((container) => [
      container,
      env[remoteUrlSetting(container)] ?? defaults?.remotes[container] ?? `${MISSING}mf-manifest.json`,
    ]),
  );
}

/**
 * What production requires and `env` lacks or refuses, each naming its variable: the lender's
 * API, the remotes (the pointer, or all four addresses: without them the remotes would be
 * looked for on this machine's ports) and a real bot check. `remotes`: the pointer's entries
 * when they were read apart (runtimeConfigNow).
 */
function productionProblems(env: Env, remotes: Record<string, string> | undefined): string[] {
  const problems: string[] = [];
  if (!env.API_BASE)
    problems.push("API_BASE is required in production: the lender's API (like https://api.lender.example)");
  if (!remotes && !env.REMOTES_FILE) {
    const missing = remoteContainers.map(remoteUrlSetting).filter((name) => !env[name]);
    if (missing.length === remoteContainers.length)
      problems.push(
        `REMOTES_FILE is required in production: the remote pointer (docs/deploy.md), or else all four of ${missing.join(', ')}`,
      );
    else
      problems.push(
        ...missing.map(
          (name) =>
            `${name} is required in production when REMOTES_FILE is unset (the remote's manifest address)`,
        ),
      );
  }
  if (env.BOT_CHECK === 'local')
    problems.push(
      "BOT_CHECK=local is refused in production: the dev API's stand-in; leave it unset for reCAPTCHA (with RECAPTCHA_SITE_KEY)",
    );
  return problems;
}

/**
 * The bot check: `BOT_CHECK=local|recaptcha`, by default local outside production and
 * reCAPTCHA in production, which then needs `RECAPTCHA_SITE_KEY` (a missing key fails the
 * start loudly rather than shipping the local check, which production refuses).
 */
function botCheckFromEnv(env: Env, defaults: DevelopmentDefaults | undefined): unknown {
  const provider = env.BOT_CHECK ?? defaults?.botCheck ?? 'recaptcha';
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
 * The consent-management script: `CONSENT_SCRIPT_URL` (empty: none); outside production the
 * dev API's local stand-in when none is given; in production none unless configured.
 */
function consentScriptFromEnv(env: Env, defaults: DevelopmentDefaults | undefined, apiBase: string) {
  if (env.CONSENT_SCRIPT_URL !== undefined) return env.CONSENT_SCRIPT_URL || undefined;
  return defaults?.consentScriptUrl(apiBase);
}

/**
 * The wallets' services (docs/configuration.md, "Wallets"). Outside production every
 * one is local: the relay and the test wallets' pages of test-wallets, the hosted
 * wallet and the passport pages of the dev API, Verify off (`WALLETCONNECT_VERIFY=on`
 * turns it on). In production the wallet section exists only when
 * `WALLETCONNECT_PROJECT_ID` is set, and then the hosted pages and the passport site
 * must be given too; the relay defaults to WalletConnect's, Verify is always on.
 */
function walletFromEnv(env: Env, defaults: DevelopmentDefaults | undefined, apiBase: string): unknown {
  if (!defaults && !env.WALLETCONNECT_PROJECT_ID) return undefined;
  const hostedDefault = defaults?.hostedWalletUrl(apiBase) ?? '';
  return {
    relayUrl: env.WALLET_RELAY_URL ?? defaults?.relayUrl ?? 'wss://relay.walletconnect.com',
    projectId: env.WALLETCONNECT_PROJECT_ID ?? 'local-development',
    verify: !defaults || env.WALLETCONNECT_VERIFY === 'on',
    hostedUrl: env.HOSTED_WALLET_URL ?? hostedDefault,
    hostedTestUrl: env.HOSTED_WALLET_TEST_URL ?? hostedDefault,
    testHostMarker: env.WALLET_TEST_HOST_MARKER ?? 'test.',
    extensionStoreUrl: env.WALLET_EXTENSION_STORE_URL ?? defaults?.extensionStoreUrl ?? '',
    mobileStoreUrls: {
      apple: env.WALLET_APPLE_STORE_URL ?? defaults?.mobileWalletUrl ?? '',
      google: env.WALLET_GOOGLE_PLAY_URL ?? defaults?.mobileWalletUrl ?? '',
    },
    mobileDeepLinkUrl: env.WALLET_MOBILE_DEEP_LINK_URL ?? defaults?.mobileWalletUrl,
    passportSite: env.PASSPORT_SITE ?? (defaults ? apiBase : ''),
    passportTestPrefix: env.PASSPORT_TEST_PREFIX ?? (defaults ? '' : 'test.'),
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

/**
 * The problems of a schema's refusal, each named by the variable to change where it is known:
 * `API_BASE (apiBase: must be an absolute URL)`.
 */
export function problemsBySetting(error: RuntimeConfigError): string[] {
  return error.problems.map((problem) => {
    const setting = settingOfConfigPath(problem.slice(0, problem.indexOf(':')));
    return setting ? `${setting} (${problem})` : problem;
  });
}

/**
 * The runtime configuration from `env`. Throws, listing every problem: an EnvironmentError when
 * production lacks what it requires (with the other values' problems), else a RuntimeConfigError;
 * servers call it once at start to fail loudly. `remotes`: the pointer's entries as read for this
 * page (runtimeConfigNow); else from `env`.
 */
export function runtimeConfigFromEnv(
  env: Env = process.env,
  remotes?: Record<string, string>,
): RuntimeConfig {
  // A contradiction (NODE_ENV=production, another APP_ENV) is production's first problem; the
  // rest is checked as production, so one start lists everything.
  const contradiction: string[] = [];
  const environment = ((): string => {
    try {
      return environmentOf(env);
    } catch (error) {
      if (!(error instanceof EnvironmentError)) throw error;
      contradiction.push(...error.problems);
      return 'production';
    }
  })();
  // Outside production only: the stand-ins' addresses (development-defaults.ts refuses in production).
  const defaults = isProduction(env) ? undefined : developmentDefaults(env);
  const missing = defaults ? [] : [...contradiction, ...productionProblems(env, remotes)];
  const apiBase = defaults ? (env.API_BASE ?? defaults.apiBase) : env.API_BASE || MISSING;
  let config: RuntimeConfig;
  try {
    config = parseRuntimeConfig({
      environment,
      apiBase,
      audience: env.APP_AUDIENCE ?? 'customer',
      remotes: remotes ?? remotesFromEnv(env, defaults),
      remoteTimeoutMs: env.REMOTE_TIMEOUT_MS ? Number(env.REMOTE_TIMEOUT_MS) : 2000,
      botCheck: botCheckFromEnv(env, defaults),
      privateLabelLogoBase: env.PRIVATE_LABEL_LOGO_BASE || undefined,
      consentScriptUrl: consentScriptFromEnv(env, defaults, apiBase),
      brokerOrigins: brokerOriginsFromEnv(env, apiBase),
      bannersVariant: env.BANNERS_VARIANT || (environment === 'test' ? 'test' : 'production'),
      wallet: walletFromEnv(env, defaults, apiBase),
    });
    // The pages check the wallet section only when a wallet screen opens: check it now, loudly.
    walletConfigOf(config);
  } catch (error) {
    if (missing.length === 0 || !(error instanceof RuntimeConfigError)) throw error;
    throw new EnvironmentError([...missing, ...problemsBySetting(error)]);
  }
  if (missing.length > 0) throw new EnvironmentError(missing);
  return config;
}

/**
 * Entries that stand in for a pointer that could not be read, so a start that lists the
 * pointer's problem checks the rest of the configuration too. Never served.
 */
export const unreadPointerEntries = (): Record<string, string> =>
  Object.fromEntries(remoteContainers.map((container) => [container, `${MISSING}mf-manifest.json`]));

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
