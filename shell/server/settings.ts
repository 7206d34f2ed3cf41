/**
 * Everything the shell's server is told, read from its environment at start (the list, with
 * defaults: docs/configuration.md). Every problem is collected and the server refuses to
 * start with the whole list (SettingsError), before it listens. Nothing here depends on the
 * machine the server runs on beyond what the environment says, so any number of servers
 * configured alike answer alike (docs/deploy.md).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { originListProblems, ProblemList, SettingsError, urlProblems } from '@lender/serve/env-settings';
import { isProduction } from '@lender/serve/environment';
import { hostOf, shellPortOf } from '@lender/serve/listen-address';
import { orgHostsFromEnv } from '@lender/serve/org-hosts';
import { partnersFromEnv, type PartnerOrigin } from '@lender/serve/partner-origins';
import type { RemotePointer } from '@lender/serve/remote-pointer';
import { shellOriginsFromEnv } from '@lender/serve/security-headers';
import {
  remotePointerFromEnv,
  runtimeConfigFromEnv,
  unreadPointerEntries,
} from '@lender/serve/runtime-config-env';

import { embedKeysFromEnv, type EmbedKeys } from './embed-result/embed-keys.ts';

type Env = Record<string, string | undefined>;

export interface ShellSettings {
  /** The environment the page answers read (the runtime configuration, the security headers). */
  env: Env;
  host: string;
  port: number;
  /** The shell's built pages (the artefact's `public/`, or `SHELL_DIST_DIR`). */
  distDir: string;
  orgHosts: Readonly<Record<string, string>>;
  /** The partner sites that may frame the embed routes, each with its labels (`PARTNER_ORIGINS`). */
  partners: readonly PartnerOrigin[];
  /** The remote pointer (`REMOTES_FILE`), read again for the pages served after a deploy moves it. */
  pointer: RemotePointer | undefined;
  /** What signs the embed's results and its framing tickets (`EMBED_SIGNING_KEY`, …). */
  embedKeys: EmbedKeys;
}

export const SERVER_NAME = "The shell's server";

/**
 * Production names its hosts and its origin: the development defaults are local names. (What
 * the runtime configuration requires in production, the API and the remotes, it names itself:
 * @lender/serve/runtime-config-env.)
 */
function productionProblems(env: Env): string[] {
  if (!isProduction(env)) return [];
  return [
    ...(env.ORG_HOSTS === undefined
      ? ['ORG_HOSTS is required in production (host=ORG_CODE pairs, comma-separated; empty for none)']
      : []),
    ...(!env.SHELL_ORIGIN
      ? [
          'SHELL_ORIGIN is required in production: the origin borrowers open the shell at, the same on every server',
        ]
      : []),
  ];
}

/** Reads and checks the settings; throws SettingsError listing every problem. */
export async function shellSettingsFromEnv(env: Env, defaults: { distDir: string }): Promise<ShellSettings> {
  const list = new ProblemList();
  list.add(...productionProblems(env));
  const port = list.check(() => shellPortOf(env));
  const orgHosts = list.check(() => orgHostsFromEnv(env));
  const partners = partnersFromEnv(env);
  list.add(
    ...originListProblems('SHELL_ORIGIN', env.SHELL_ORIGIN),
    ...partners.problems,
    ...urlProblems('CSP_REPORT_URI', env.CSP_REPORT_URI),
  );
  const pointer = list.check(() => remotePointerFromEnv(env));
  // The configuration of a page served now, the pointer read once. Without a usable pointer the
  // rest is still checked, with entries that stand in for the pointer's, so one run lists every problem.
  const remotes = pointer ? await list.checkAsync(() => pointer.current()) : undefined;
  const pointerProblem = Boolean(env.REMOTES_FILE) && remotes === undefined;
  list.check(() => runtimeConfigFromEnv(env, pointerProblem ? unreadPointerEntries() : remotes));
  // The embed result's keys and issuer (./embed-result/embed-keys.ts); the issuer defaults to the
  // first of the shell's origins, as the security headers read them.
  const embed = embedKeysFromEnv(env, shellOriginsFromEnv(env));
  list.add(...(embed.problems ?? []));
  const distDir = env.SHELL_DIST_DIR || defaults.distDir;
  if (!existsSync(join(distDir, 'index.html')))
    list.add(
      `SHELL_DIST_DIR: ${distDir} has no index.html (the shell's built pages: ${env.SHELL_DIST_DIR ? 'point it at them' : 'build the shell, `npm run build`'})`,
    );
  if (list.problems.length > 0 || port === undefined || orgHosts === undefined || !embed.keys)
    throw new SettingsError(SERVER_NAME, list.problems);
  return {
    env,
    host: hostOf(env),
    port,
    distDir,
    orgHosts,
    partners: partners.partners,
    pointer: pointer ?? undefined,
    embedKeys: embed.keys,
  };
}
