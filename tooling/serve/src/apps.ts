/**
 * The development port table: the deployables and the local stand-ins, and where each listens.
 * Ports are overridable by environment so two stacks (or a partner's test host) can run side by
 * side; everything binds to 127.0.0.1 by default. The shell's production server reads its own
 * address from ./listen-address.ts and reaches this table only through
 * ./development-defaults.ts, outside production (issue 41).
 */
import { isProduction } from './environment.ts';
import { hostOf, portSetting, SHELL_DEFAULT_PORT, SHELL_PORT_SETTING } from './listen-address.ts';

export { hostOf, portSetting };

/**
 * `api` and `wallets` are local stand-ins for outside services, `partner` for a partner
 * lender's own site (the demo page that embeds our sign-in): a Node server, no bundle.
 */
export type AppKind = 'host' | 'remote' | 'api' | 'wallets' | 'partner';

export interface AppInfo {
  /** Workspace folder, also the package name without scope. */
  dir: string;
  /** Federation container name (remotes) or a plain name. */
  federationName: string;
  kind: AppKind;
  /**
   * Its server's entry, from the app's folder: TypeScript run through tsx (the development
   * servers), or the shell's production server, bundled by its build (`dist/server.mjs`, plain Node).
   */
  entry: 'server/main.ts' | 'src/main.ts' | 'dist/server.mjs';
  /** Where its browser files are built, from the app's folder (none for the stand-ins). */
  pagesDir?: 'dist' | 'dist/public';
  portEnv: string;
  defaultPort: number;
}

export const apps: readonly AppInfo[] = [
  {
    dir: 'dev-api',
    federationName: 'dev_api',
    kind: 'api',
    entry: 'src/main.ts',
    portEnv: 'DEV_API_PORT',
    defaultPort: 4000,
  },
  {
    dir: 'test-wallets',
    federationName: 'test_wallets',
    kind: 'wallets',
    entry: 'src/main.ts',
    portEnv: 'TEST_WALLETS_PORT',
    defaultPort: 4001,
  },
  {
    dir: 'demo-partner',
    federationName: 'demo_partner',
    kind: 'partner',
    entry: 'src/main.ts',
    portEnv: 'PARTNER_DEMO_PORT',
    defaultPort: 3005,
  },
  {
    dir: 'remote-login',
    federationName: 'remote_login',
    kind: 'remote',
    entry: 'server/main.ts',
    pagesDir: 'dist',
    portEnv: 'REMOTE_LOGIN_PORT',
    defaultPort: 3001,
  },
  {
    dir: 'remote-register',
    federationName: 'remote_register',
    kind: 'remote',
    entry: 'server/main.ts',
    pagesDir: 'dist',
    portEnv: 'REMOTE_REGISTER_PORT',
    defaultPort: 3002,
  },
  {
    dir: 'remote-wallet',
    federationName: 'remote_wallet',
    kind: 'remote',
    entry: 'server/main.ts',
    pagesDir: 'dist',
    portEnv: 'REMOTE_WALLET_PORT',
    defaultPort: 3003,
  },
  {
    dir: 'remote-onboarding',
    federationName: 'remote_onboarding',
    kind: 'remote',
    entry: 'server/main.ts',
    pagesDir: 'dist',
    portEnv: 'REMOTE_ONBOARDING_PORT',
    defaultPort: 3004,
  },
  {
    dir: 'shell',
    federationName: 'shell',
    kind: 'host',
    entry: 'dist/server.mjs',
    pagesDir: 'dist/public',
    portEnv: SHELL_PORT_SETTING,
    defaultPort: SHELL_DEFAULT_PORT,
  },
];

export const host = hostOf();

export function appByDir(dir: string): AppInfo {
  const app = apps.find((a) => a.dir === dir);
  if (!app) throw new Error(`Unknown app "${dir}"; known: ${apps.map((a) => a.dir).join(', ')}`);
  return app;
}

export const portOf = (app: AppInfo, env: NodeJS.ProcessEnv = process.env): number =>
  portSetting(app.portEnv, app.defaultPort, env);

export function originOf(app: AppInfo, env: NodeJS.ProcessEnv = process.env): string {
  return `http://${hostOf(env)}:${portOf(app, env)}`;
}

export const buildableApps = apps.filter((a) => a.kind === 'host' || a.kind === 'remote');

/** The development stand-ins no production stack runs: the test wallets, the demo partner page. */
const DEVELOPMENT_ONLY: readonly AppKind[] = ['wallets', 'partner'];

/**
 * The apps a stack runs: the test wallets (their relay, pages and keys) and the demo partner
 * page (a fictional lender's site) never in production (./environment.ts; both refuse to
 * start there: test-wallets/src/server-config.ts, demo-partner/src/settings.ts).
 */
export function stackApps(env: NodeJS.ProcessEnv = process.env): readonly AppInfo[] {
  return isProduction(env) ? apps.filter((a) => !DEVELOPMENT_ONLY.includes(a.kind)) : apps;
}

/**
 * The demo partner page's host name. A port alone does not make another site (cookies and
 * storage partitions go by site, which ignores the port), so the page is served under a name
 * of its own: browsers resolve every `*.localhost` name to this machine; Node does not, so
 * readiness checks use its bound origin (`originOf`).
 */
export const PARTNER_DEMO_HOST = 'partner.localhost';

/** The demo partner page's public origin, as a browser opens it (and as `PARTNER_ORIGINS` lists it). */
export const partnerDemoOrigin = (env: NodeJS.ProcessEnv = process.env): string =>
  `http://${PARTNER_DEMO_HOST}:${portOf(appByDir('demo-partner'), env)}`;

/** The arguments to `node` that start an app's server, from its folder (a bundle's stack traces mapped to its sources). */
export const serverArgsOf = (app: AppInfo): string[] =>
  app.entry.endsWith('.ts') ? ['--import', 'tsx', app.entry] : ['--enable-source-maps', app.entry];
