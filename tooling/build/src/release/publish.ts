/**
 * Puts a remote's build into its version folder, `DIR/<remote>/<version>/`, and never changes
 * a folder that is there: the same files again are a no-op, other files under a taken version
 * are refused. Older folders stay, so a tab still running an older build keeps loading its
 * chunks. A folder appears whole or not at all: it is written beside its final place and
 * renamed into it.
 *
 * What is published is the remote's container (its manifest, `remoteEntry.js`, chunks and
 * their license files), never its standalone page (`index.html`, `main.js`, `page.*`): that
 * page is a development and testing aid, served by the development server.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { VERSION_PATTERN } from './build-version.ts';
import { filesIn } from './files.ts';

/** The standalone page's files in a remote's `dist/` (its own compilation: ../webpack.ts). */
export const standalonePageFiles = /^(page\.|main\.js|index\.html)/;
export const MANIFEST_FILE = 'mf-manifest.json';
const ENTRY_FILE = 'remoteEntry.js';

export type PublishOutcome = 'published' | 'unchanged';

export interface PublishResult {
  outcome: PublishOutcome;
  version: string;
  /** The version folder. */
  folder: string;
}

export class PublishError extends Error {
  override name = 'PublishError';
}

function listFiles(dir: string): string[] {
  return filesIn(dir)
    .map((file) => relative(dir, file).split(sep).join('/'))
    .sort();
}

/** The container's files in a remote's `dist/` (relative names, sorted). */
export function containerFiles(distDir: string): string[] {
  const files = listFiles(distDir).filter((file) => !standalonePageFiles.test(file));
  for (const required of [MANIFEST_FILE, ENTRY_FILE])
    if (!files.includes(required))
      throw new PublishError(`${distDir} has no ${required}: build the remote first`);
  return files;
}

/** The version the build wrote into its manifest (`metaData.buildInfo.buildVersion`). */
export function manifestVersion(distDir: string): string {
  const path = join(distDir, MANIFEST_FILE);
  const text = readFileSync(path, 'utf8');
  let manifest: { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null;
  try {
    manifest = JSON.parse(text) as typeof manifest;
  } catch (error) {
    // JSON.parse's own message does not say which file: a half-written dist/ must be named.
    throw new PublishError(`${path} is not JSON (${(error as Error).message}): build the remote again`);
  }
  const version = manifest?.metaData?.buildInfo?.buildVersion;
  if (typeof version !== 'string' || !VERSION_PATTERN.test(version))
    throw new PublishError(`${path} has no usable build version (${String(version)})`);
  return version;
}

/** The files that differ between a build and a version folder (missing on either side, or other bytes). */
export function differences(distDir: string, files: readonly string[], folder: string): string[] {
  const published = listFiles(folder);
  const all = [...new Set([...files, ...published])].sort();
  return all.filter(
    (file) =>
      !files.includes(file) ||
      !published.includes(file) ||
      !readFileSync(join(distDir, file)).equals(readFileSync(join(folder, file))),
  );
}

/** Publishes the container built in `distDir` as `outDir/<remote>/<its version>/`. */
export function publishBuild({
  distDir,
  outDir,
  remote,
}: {
  distDir: string;
  outDir: string;
  remote: string;
}): PublishResult {
  const files = containerFiles(distDir);
  const version = manifestVersion(distDir);
  const folder = join(outDir, remote, version);
  /** The folder is there: the same files are a no-op, others are refused. */
  const compareWithPublished = (): PublishResult => {
    const changed = differences(distDir, files, folder);
    if (changed.length === 0) return { outcome: 'unchanged', version, folder };
    throw new PublishError(
      `${remote} ${version} is already published with other content (${changed.slice(0, 5).join(', ')}${
        changed.length > 5 ? `, and ${changed.length - 5} more` : ''
      }): a version folder never changes. Build again with another MF_BUILD_VERSION, or leave it unset to version by content.`,
    );
  };
  if (existsSync(folder)) return compareWithPublished();
  const staging = join(outDir, remote, `.staging-${version}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    for (const file of files) cpSync(join(distDir, file), join(staging, file));
    try {
      renameSync(staging, folder);
    } catch (error) {
      // Another deploy of the same version got there first: judged like any folder that is there.
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOTEMPTY' || code === 'EEXIST') return compareWithPublished();
      throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return { outcome: 'published', version, folder };
}
