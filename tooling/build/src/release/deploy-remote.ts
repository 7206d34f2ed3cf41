/**
 * Builds one remote's container (not its standalone page, not the other apps) and publishes
 * it into its version folder (./publish.ts). The build is the same one `npm run build`
 * makes, from the same webpack cache; a warm cache gives the same files as a cold one
 * (../plugins/deterministic-concatenation.ts), so deploying unchanged sources again is a
 * no-op.
 */
import { basename, join } from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { appByDir } from '@lender/serve/apps';
import { loadConfigs, run } from '../build.ts';
import { publishBuild, PublishError, type PublishResult } from './publish.ts';

export interface DeployOptions {
  /** The remote's package folder (a copy elsewhere is built the same way). */
  appDir: string;
  /** The static host's folder: the build goes to `outDir/<remote>/<version>/`. */
  outDir: string;
  /** Publish what `dist/` holds, without building. */
  skipBuild?: boolean;
  /**
   * Another webpack cache folder (a copy of a remote must not share the original's); `false`
   * builds it without a cache (one that nothing will read again).
   */
  cacheDirectory?: string | false;
}

const isStandalonePage = (config: Configuration) => config.name?.endsWith('-page') ?? false;

export async function deployRemote({
  appDir,
  outDir,
  skipBuild = false,
  cacheDirectory,
}: DeployOptions): Promise<PublishResult> {
  const remote = basename(appDir);
  if (appByDir(remote).kind !== 'remote') throw new PublishError(`${remote} is not a remote`);
  if (!skipBuild) {
    const [container] = (await loadConfigs(appDir)).filter((config) => !isStandalonePage(config));
    if (!container) throw new PublishError(`${appDir} has no container build`);
    if (cacheDirectory === false) container.cache = false;
    else if (cacheDirectory && typeof container.cache === 'object' && container.cache.type === 'filesystem')
      container.cache = { ...container.cache, cacheDirectory };
    await run(webpack(container));
  }
  return publishBuild({ distDir: join(appDir, 'dist'), outDir, remote });
}
