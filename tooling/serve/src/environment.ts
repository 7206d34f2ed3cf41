/**
 * Whether a server runs in production: the one switch every server and the runtime
 * configuration read (issue 41). Two variables can say it, `NODE_ENV=production` (what an
 * operator sets for any Node service) and the runtime configuration's `APP_ENV=production`;
 * either one is production. `NODE_ENV=production` with another `APP_ENV` is a contradiction,
 * refused at start (`environmentOf` throws): a production server that called itself `test`
 * would serve the test banners while its checks demanded production's settings.
 *
 * Each function reads the environment it is given, never `process.env` itself: webpack's
 * production build replaces every literal `process.env.NODE_ENV` in `server.mjs` with
 * `"production"`, which would make the bundled server production whatever it is started with
 * (lint refuses that literal in `tooling/serve` and `shell/server`).
 */
export type Env = Readonly<Record<string, string | undefined>>;

/**
 * Settings the environment lacks or contradicts, each problem naming its variable: the server
 * refuses to start with them (env-settings.ts lists them as they are).
 */
export class EnvironmentError extends Error {
  override name = 'EnvironmentError';
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
  }
}

/** True under `NODE_ENV=production` or `APP_ENV=production`. */
export const isProduction = (env: Env): boolean =>
  env.NODE_ENV === 'production' || env.APP_ENV === 'production';

/**
 * The setting that says production (`NODE_ENV=production` first), or null. A development
 * stand-in refuses to start when there is one, naming it.
 */
export function productionSettingOf(env: Env): string | null {
  if (env.NODE_ENV === 'production') return 'NODE_ENV=production';
  return env.APP_ENV === 'production' ? 'APP_ENV=production' : null;
}

/**
 * The runtime configuration's `environment`: `APP_ENV`, else `production` under
 * `NODE_ENV=production`, else `development`. Throws an EnvironmentError for `NODE_ENV=production`
 * with any other `APP_ENV` (the schema refuses an unknown name with its own message).
 */
export function environmentOf(env: Env): string {
  const named = env.APP_ENV || undefined;
  if (env.NODE_ENV === 'production' && named !== undefined && named !== 'production')
    throw new EnvironmentError([
      `APP_ENV=${named} contradicts NODE_ENV=production: unset APP_ENV, or set it to production`,
    ]);
  return named ?? (env.NODE_ENV === 'production' ? 'production' : 'development');
}
