/**
 * The security headers of the shell and the remotes, in one place: the development
 * servers apply them (serve-app.ts) and docs/security-headers.md shows the same
 * rules for a static host. From the runtime configuration (what the page may load,
 * call and frame) and the environment (who may frame it, where violations go):
 *
 * - a page (HTML) gets a content security policy with a fresh nonce per response
 *   (no `unsafe-inline` scripts, no `unsafe-eval`; Emotion's styles and the consent
 *   vendor's carry the nonce, read from `<meta property="csp-nonce">`), framing
 *   limited to the shell's origins (a page may name others: the shell's embed routes name
 *   the one listed partner that opened them, shell/server/embed-framing.ts), and the usual
 *   hardening headers;
 * - what the shell's page fetches from a remote (manifest, entry, chunks) gets
 *   `Access-Control-Allow-Origin` for the shell's origins only, never `*` (a partner's page
 *   frames our shell rather than loading our remotes); a page and the runtime configuration
 *   get none.
 */
import { createHash, randomBytes } from 'node:crypto';
import { walletConfigOf, type RuntimeConfig } from '@lender/shared/contracts';
import { developmentDefaults } from './development-defaults.ts';
import { isProduction } from './environment.ts';
import { shellListenOrigin } from './listen-address.ts';
import { devShellOrigins } from './org-hosts.ts';

type Env = Record<string, string | undefined>;

/** Where the page reads its nonce (Vite's convention; the `nonce` attribute stays hidden from CSS). */
export const CSP_NONCE_META = 'csp-nonce';

/** Google's reCAPTCHA script and frame, when it is the configured bot check. */
const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];
/** WalletConnect's Verify service, when the wallet section turns it on. */
const VERIFY_ORIGINS = ['https://verify.walletconnect.com', 'https://verify.walletconnect.org'];

export interface SecuritySettings {
  /**
   * The origins the shell's pages are served from: `SHELL_ORIGIN` (its public origins), else
   * its local one and, outside production, its development host names. They host our pages:
   * they may frame a page and fetch a remote's assets.
   */
  shellOrigins: readonly string[];
  /** Where browsers send violation reports; none when undefined. */
  reportUri?: string;
  /**
   * Development only: the test wallets' server, whose stand-in extension script runs in
   * the page (a real extension's content script is exempt from the page's policy).
   */
  devOrigins: readonly string[];
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const originOfUrl = (url: string | undefined): string[] =>
  url && URL.canParse(url) ? [new URL(url).origin] : [];

/**
 * The shell's origins: `SHELL_ORIGIN` (named, those alone: servers behind one load balancer
 * answer alike), else its local one and, outside production, its development host names.
 */
export function shellOriginsFromEnv(env: Env = process.env): string[] {
  return env.SHELL_ORIGIN
    ? list(env.SHELL_ORIGIN)
    : [shellListenOrigin(env), ...(isProduction(env) ? [] : devShellOrigins(env))];
}

/**
 * From the environment: the shell's origins (`SHELL_ORIGIN`, else its local one and,
 * outside production, its development host names) and the report address
 * (`CSP_REPORT_URI`; outside production the dev API's `/csp-reports`). Not the partners
 * (`PARTNER_ORIGINS`): only the shell's server reads them, for its embed routes.
 */
export function securitySettingsFromEnv(config: RuntimeConfig, env: Env = process.env): SecuritySettings {
  // Outside production only: the stand-ins (development-defaults.ts refuses in production).
  const defaults = isProduction(env) ? undefined : developmentDefaults(env);
  const shellOrigins = shellOriginsFromEnv(env);
  const reportUri =
    env.CSP_REPORT_URI !== undefined
      ? env.CSP_REPORT_URI || undefined
      : defaults?.cspReportUri(config.apiBase);
  return {
    shellOrigins,
    reportUri,
    devOrigins: defaults ? [defaults.testWalletsOrigin] : [],
  };
}

/** A source that allows exactly this inline script (a server-made page's starter: shell/server/starter-script.ts). */
export const scriptHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const unique = (values: readonly string[]) => [...new Set(values)];
const directive = (name: string, sources: readonly string[]) => `${name} ${unique(sources).join(' ')}`;

/**
 * The content security policy of a page of the shell or a remote, with this response's nonce.
 * `framers`: who besides the page's own origin may frame it (`frame-ancestors`), by default the shell's origins.
 */
export function contentSecurityPolicy(
  config: RuntimeConfig,
  settings: SecuritySettings,
  nonce: string,
  framers: readonly string[] = settings.shellOrigins,
  inlineScripts: readonly string[] = [],
): string {
  const wallet = walletConfigOf(config);
  const api = originOfUrl(config.apiBase);
  const remotes = Object.values(config.remotes).flatMap(originOfUrl);
  const recaptcha = config.botCheck.provider === 'recaptcha' ? RECAPTCHA_ORIGINS : [];
  const consent = originOfUrl(config.consentScriptUrl);
  const relay = wallet ? originOfUrl(wallet.relayUrl) : [];
  const verify = wallet?.verify ? VERIFY_ORIGINS : [];
  const hosted = wallet ? [...originOfUrl(wallet.hostedUrl), ...originOfUrl(wallet.hostedTestUrl)] : [];
  const { devOrigins } = settings;
  return [
    "default-src 'self'",
    directive('script-src', [
      "'self'",
      ...inlineScripts.map(scriptHash),
      ...remotes,
      ...consent,
      ...recaptcha,
      ...devOrigins,
    ]),
    directive('style-src', ["'self'", `'nonce-${nonce}'`]),
    directive('img-src', ["'self'", 'data:', ...api, ...originOfUrl(config.privateLabelLogoBase)]),
    "font-src 'self'",
    directive('connect-src', [
      "'self'",
      ...api,
      ...remotes,
      ...relay,
      ...verify,
      ...recaptcha,
      ...devOrigins,
    ]),
    directive('frame-src', ["'self'", ...hosted, ...verify, ...recaptcha]),
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    directive('frame-ancestors', ["'self'", ...framers]),
    ...(settings.reportUri ? [`report-uri ${settings.reportUri}`] : []),
  ].join('; ');
}

/** Headers every response carries. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=()',
};

export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * A page's headers. `X-Frame-Options` only where it can say the same as
 * `frame-ancestors` (the page's own origins only): older browsers then refuse every
 * other framer too; where other origins may frame, `frame-ancestors` alone decides.
 * `pageOrigins` are where this page is served: the shell's `shellOrigins` (public ones behind
 * `SHELL_ORIGIN`, not the local port), a remote's own origin. `framers`: who may frame it
 * (by default the shell's origins; an embed route names its partner, or nobody).
 */
export function pageHeaders(
  config: RuntimeConfig,
  settings: SecuritySettings,
  nonce: string,
  pageOrigins: readonly string[],
  framers: readonly string[] = settings.shellOrigins,
  inlineScripts: readonly string[] = [],
): Record<string, string> {
  const others = framers.filter((origin) => !pageOrigins.includes(origin));
  return {
    ...BASE_HEADERS,
    'content-security-policy': contentSecurityPolicy(config, settings, nonce, framers, inlineScripts),
    ...(others.length === 0 ? { 'x-frame-options': 'SAMEORIGIN' } : {}),
  };
}

/** The nonce, for the page's scripts to read (shared's `cspNonce`). */
export const renderNonceMeta = (nonce: string): string =>
  `<meta property="${CSP_NONCE_META}" nonce="${nonce}">`;

/**
 * A remote's asset (manifest, entry, chunk) for the shell's page: CORS for the shell's
 * origins only, the requesting origin named (never `*`), `Vary: Origin`.
 */
export function assetHeaders(
  requestOrigin: string | undefined,
  settings: SecuritySettings,
): Record<string, string> {
  const allowed = requestOrigin !== undefined && settings.shellOrigins.includes(requestOrigin);
  return {
    ...BASE_HEADERS,
    vary: 'origin',
    ...(allowed
      ? { 'access-control-allow-origin': requestOrigin, 'access-control-allow-methods': 'GET, HEAD, OPTIONS' }
      : {}),
  };
}
