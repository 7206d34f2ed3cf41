/**
 * The wallet part of the runtime configuration: where the WalletConnect relay is and
 * the project id the relay knows the product by; whether WalletConnect's Verify API
 * is asked (never switched off in production); the hosted wallet's page for
 * production and test; the store links of the extension and the mobile app; the
 * provider's main site, where the passport pages are, and its test host prefix.
 * Which hosted page and which wallet environment a page uses follows from its host
 * name (the test marker) and, outside production, a local-storage override
 * (docs/spec-decisions.md).
 */
import * as v from 'valibot';
import type { WalletEnvironment } from '../wallet/wallet-app-ids.ts';
import { problemsOf, RuntimeConfigError, type RuntimeConfig } from './runtime-config.ts';

const HttpUrl = v.pipe(
  v.string(),
  v.url('must be an absolute URL'),
  v.regex(/^https?:\/\//, 'must be http(s)'),
);
const WsUrl = v.pipe(v.string(), v.url('must be an absolute URL'), v.regex(/^wss?:\/\//, 'must be ws(s)'));

export const WalletConfigSchema = v.object({
  relayUrl: WsUrl,
  projectId: v.pipe(v.string(), v.minLength(1, 'must not be empty')),
  verify: v.boolean(),
  hostedUrl: HttpUrl,
  hostedTestUrl: HttpUrl,
  /** A host name containing this is a test host: test hosted wallet, test wallet environment. */
  testHostMarker: v.pipe(v.string(), v.minLength(1, 'must not be empty')),
  extensionStoreUrl: HttpUrl,
  mobileStoreUrls: v.object({ apple: HttpUrl, google: HttpUrl }),
  /**
   * The mobile wallet's universal link: the deep link of "Open in wallet" is this with
   * the pairing link as `uri`. Absent: phone-sized screens show no "Open in wallet".
   */
  mobileDeepLinkUrl: v.optional(HttpUrl),
  passportSite: HttpUrl,
  /** Put before the passport site's host name outside production (`test.` makes test.provider.example). */
  passportTestPrefix: v.string(),
});

export type WalletConfig = v.InferOutput<typeof WalletConfigSchema>;

/**
 * The wallet section of a runtime configuration, checked; null when there is none.
 * Throws RuntimeConfigError listing every problem (`wallet.relayUrl: …`), and when
 * Verify is switched off in production.
 */
export function walletConfigOf(config: Pick<RuntimeConfig, 'environment' | 'wallet'>): WalletConfig | null {
  if (config.wallet === undefined) return null;
  const result = v.safeParse(WalletConfigSchema, config.wallet, { abortPipeEarly: true });
  if (!result.success) throw new RuntimeConfigError(problemsOf(result.issues, 'wallet.'));
  if (config.environment === 'production' && !result.output.verify)
    throw new RuntimeConfigError(['wallet.verify: must be true in production']);
  return result.output;
}

/** The local-storage key whose value, outside production, is the hosted wallet's page to use. */
export const HOSTED_WALLET_OVERRIDE_KEY = 'HOSTED_WALLET_URL_TEST_OVERRIDE';

interface PageContext {
  /** The runtime configuration's environment. */
  environment: 'development' | 'test' | 'production';
  hostname: string;
  /** The override's value, if any (read from local storage by the caller). */
  override?: string | null;
}

const isTestHost = (wallet: WalletConfig, hostname: string) => hostname.includes(wallet.testHostMarker);

/** Test wallets (chain, app ids) everywhere but a production deployment on a host that is not a test host. */
export function walletEnvironmentOf(wallet: WalletConfig, page: PageContext): WalletEnvironment {
  return page.environment === 'production' && !isTestHost(wallet, page.hostname) ? 'production' : 'test';
}

/** The hosted wallet's page: the override (outside production, when a valid URL), the test page on a test host, else production's. */
export function hostedWalletUrl(wallet: WalletConfig, page: PageContext): string {
  if (page.environment !== 'production' && page.override && URL.canParse(page.override)) {
    const override = new URL(page.override);
    if (override.protocol === 'https:' || override.protocol === 'http:') return override.toString();
  }
  return walletEnvironmentOf(wallet, page) === 'test' ? wallet.hostedTestUrl : wallet.hostedUrl;
}

/** The provider's main site for the passport pages, with the test host prefix outside production. */
export function passportSiteOf(wallet: WalletConfig, page: PageContext): string {
  const site = new URL(wallet.passportSite);
  if (walletEnvironmentOf(wallet, page) === 'test' && !site.hostname.startsWith(wallet.passportTestPrefix))
    site.hostname = `${wallet.passportTestPrefix}${site.hostname}`;
  return site.origin;
}
