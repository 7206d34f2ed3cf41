/**
 * The development defaults: where the local stand-ins are (the dev API in place of the lender's
 * services, each remote's development server, the test wallets' relay and pages, the demo
 * partner page), and the local bot check. The one module that holds them (issue 41): the
 * runtime configuration, the security headers and the partner list fall back to them only
 * outside production, and `developmentDefaults` refuses to give them in production, so no
 * production server can name a stand-in's address, whatever else it gets wrong. In production
 * each of these is a setting that is required or has a real production value
 * (docs/configuration.md).
 */
import { remoteContainers, type RemoteContainer } from '@lender/shared/contracts';
import { appByDir, originOf, partnerDemoOrigin } from './apps.ts';
import { productionSettingOf, type Env } from './environment.ts';

/** Where the dev API takes violation reports (`CSP_REPORT_URI`'s development default). */
export const CSP_REPORT_PATH = '/csp-reports';

/** The label of the partner the demo partner page plays. */
const DEMO_PARTNER_LABEL = 'apollo';

/** The dev API's stand-in at `path` of an API base, or undefined when the base is not an address (the schema names it). */
const atApi = (path: string, apiBase: string): string | undefined =>
  URL.canParse(apiBase) ? new URL(path, apiBase).toString() : undefined;

export interface DevelopmentDefaults {
  /** `API_BASE`: the dev API. */
  apiBase: string;
  /** `REMOTE_<NAME>_URL`: each remote's development server's manifest. */
  remotes: Record<RemoteContainer, string>;
  /** `BOT_CHECK`: the dev API's local token. */
  botCheck: 'local';
  /** The test wallets' server: its stand-in extension script runs in our pages (the policy's dev origins). */
  testWalletsOrigin: string;
  /** `WALLET_RELAY_URL`: the test wallets' relay. */
  relayUrl: string;
  /** `WALLET_EXTENSION_STORE_URL`: the test extension's page. */
  extensionStoreUrl: string;
  /** `WALLET_APPLE_STORE_URL`, `WALLET_GOOGLE_PLAY_URL`, `WALLET_MOBILE_DEEP_LINK_URL`: the test mobile wallet's page. */
  mobileWalletUrl: string;
  /** `PARTNER_ORIGINS`: the demo partner page, as the apollo partner. */
  partnerOrigins: string;
  /** `CONSENT_SCRIPT_URL`: the dev API's stand-in banner at this API base. */
  consentScriptUrl(apiBase: string): string | undefined;
  /** `HOSTED_WALLET_URL`, `HOSTED_WALLET_TEST_URL`: the dev API's hosted wallet page at this API base. */
  hostedWalletUrl(apiBase: string): string;
  /** `CSP_REPORT_URI`: the dev API's report collector at this API base. */
  cspReportUri(apiBase: string): string | undefined;
}

/**
 * The development defaults for `env` (its ports and `HOST`). Throws in production: a caller
 * that asks there has a branch missing, and must fail rather than name a stand-in.
 */
export function developmentDefaults(env: Env): DevelopmentDefaults {
  const production = productionSettingOf(env);
  if (production)
    throw new Error(`The local stand-ins' addresses are development defaults, never used with ${production}`);
  const wallets = originOf(appByDir('test-wallets'), env);
  return {
    apiBase: originOf(appByDir('dev-api'), env),
    remotes: Object.fromEntries(
      remoteContainers.map((container) => [
        container,
        `${originOf(appByDir(container.replace('_', '-')), env)}/mf-manifest.json`,
      ]),
    ) as Record<RemoteContainer, string>,
    botCheck: 'local',
    testWalletsOrigin: wallets,
    relayUrl: wallets.replace(/^http/, 'ws'),
    extensionStoreUrl: `${wallets}/extension`,
    mobileWalletUrl: `${wallets}/mobile-wallet`,
    partnerOrigins: `${partnerDemoOrigin(env)}=${DEMO_PARTNER_LABEL}`,
    consentScriptUrl: (apiBase) => atApi('/consent/consent-banner.js', apiBase),
    hostedWalletUrl: (apiBase) => atApi('/provider/wallet', apiBase) ?? '',
    cspReportUri: (apiBase) => atApi(CSP_REPORT_PATH, apiBase),
  };
}
