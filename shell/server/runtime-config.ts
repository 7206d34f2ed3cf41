/**
 * Builds the shell's runtime configuration from the environment of the server that
 * serves it. Remote locations come from `REMOTES_FILE` (a remotes.json, re-read on
 * every page request so a remote can be repointed without a restart), else from
 * `REMOTE_<NAME>_URL`, else from the default local ports. Nothing here is baked
 * into the shell's bundle.
 */
import { readFileSync } from 'node:fs';
import { parseRuntimeConfig, remoteContainers, type RuntimeConfig } from '@lender/shared';
import { appByDir, originOf } from '@lender/tooling/apps';

type Env = Record<string, string | undefined>;

function remotesFromEnv(env: Env): Record<string, string> {
  if (env.REMOTES_FILE) return JSON.parse(readFileSync(env.REMOTES_FILE, 'utf8')) as Record<string, string>;
  return Object.fromEntries(
    remoteContainers.map((container) => {
      const dir = container.replace('_', '-');
      const override = env[`${container.toUpperCase()}_URL`];
      return [container, override ?? `${originOf(appByDir(dir), env)}/mf-manifest.json`];
    }),
  );
}

export function runtimeConfigFromEnv(env: Env = process.env): RuntimeConfig {
  return parseRuntimeConfig({
    environment: env.APP_ENV ?? (env.NODE_ENV === 'production' ? 'production' : 'development'),
    apiBase: env.API_BASE ?? originOf(appByDir('dev-api'), env),
    audience: env.APP_AUDIENCE ?? 'customer',
    remotes: remotesFromEnv(env),
    remoteTimeoutMs: env.REMOTE_TIMEOUT_MS ? Number(env.REMOTE_TIMEOUT_MS) : 2000,
  });
}

/** Inline JSON for a <script> element: `<` is escaped so no value can close the tag. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
