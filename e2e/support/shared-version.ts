/**
 * `@lender/shared` versions in built files, rewritten without a rebuild for the deploy journey
 * (e2e/tests/shell/deploy.spec.ts): a remote's version folder that says it was built against
 * another version (its manifest and its `remoteEntry.js`), and a shell's artefact that provides
 * another (its `main.js`). Only the version strings change; the code is the build's.
 */
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@lender/serve/workspace';
import { writeBuiltFile } from './built-file.ts';

/** The version this checkout's builds provide and require (`^` it). */
export const SHARED_VERSION = (
  JSON.parse(readFileSync(join(repoRoot, 'shared', 'package.json'), 'utf8')) as { version: string }
).version;

const [major, minor] = SHARED_VERSION.split('.').map(Number) as [number, number];
/** The same major's next minor: what a shell after one addition provides. */
export const NEXT_MINOR = `${major}.${minor + 1}.0`;
/** The minor after that: what a remote built for a shell two additions on needs. */
export const MINOR_AFTER_NEXT = `${major}.${minor + 2}.0`;

const quoted = (text: string) => text.replaceAll('.', '\\.').replaceAll('^', '\\^');

/** Replaces each pattern's matches in `file`, failing when one matches nothing (the format moved). */
function rewrite(file: string, replacements: [RegExp, string][]): void {
  let text = readFileSync(file, 'utf8');
  for (const [pattern, replacement] of replacements) {
    const found = text.match(pattern)?.length ?? 0;
    if (found === 0) throw new Error(`${file}: nothing matches ${pattern}`);
    text = text.replace(pattern, replacement);
  }
  writeBuiltFile(file, text);
}

/**
 * The shell's artefact copy in `dir` provides `@lender/shared` at `version` instead of the built one:
 * each entry's registration (`"@lender/shared/…","1.0.0"`, `"@lender/shared/…":[{version:"1.0.0"`).
 */
export function provideSharedAt(dir: string, version: string): void {
  const was = quoted(SHARED_VERSION);
  rewrite(join(dir, 'public', 'main.js'), [
    [new RegExp(`("@lender/shared[^"]*",")${was}"`, 'g'), `$1${version}"`],
    [new RegExp(`("@lender/shared[^"]*":\\[\\{version:")${was}"`, 'g'), `$1${version}"`],
  ]);
}

/**
 * A copy of `remote`'s version folder `built` (under the static host's `staticDir`), as if built
 * against `@lender/shared` `version`: what it provides and the `^version` it requires, in its
 * manifest and in its container. Returns the copy's version name.
 */
export function copyBuiltAgainst(staticDir: string, remote: string, built: string, version: string): string {
  const copy = `${built}-shared-${version.replaceAll('.', '-')}`;
  const folder = join(staticDir, remote, copy);
  cpSync(join(staticDir, remote, built), folder, { recursive: true });
  const manifestPath = join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string } };
    shared: { name: string; version: string; requiredVersion: string }[];
  };
  manifest.metaData.buildInfo.buildVersion = copy;
  for (const entry of manifest.shared)
    if (entry.name.startsWith('@lender/shared'))
      Object.assign(entry, { version, requiredVersion: `^${version}` });
  writeBuiltFile(manifestPath, JSON.stringify(manifest, null, 2));
  // The container's requirements, and the version of its one copy (the main entry's: the
  // feature entries come from the shell, tooling/build/src/federation.ts): only @lender/shared
  // is at this version among the shared singletons (React, React DOM and zustand have their own).
  rewrite(join(folder, 'remoteEntry.js'), [
    [new RegExp(`"\\^${quoted(SHARED_VERSION)}"`, 'g'), `"^${version}"`],
    [new RegExp(`"${quoted(SHARED_VERSION)}"`, 'g'), `"${version}"`],
  ]);
  return copy;
}
