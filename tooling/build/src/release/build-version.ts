/**
 * A build's version: `MF_BUILD_VERSION` when given, else a hash of everything the build
 * reads, so two different builds never share a version and the same inputs always give the
 * same one. It names the build's folder on the static host (`DIR/<remote>/<version>/`,
 * docs/deploy.md) and is written into its manifest (`metaData.buildInfo.buildVersion`,
 * ../plugins/build-version.ts).
 *
 * What a build reads: the app's sources, `package.json` and `app.config.ts`; `shared`'s
 * sources and `package.json`; the lockfile (every third-party version, webpack's and
 * swc's included); the build configuration (webpack.ts, federation.ts, apps.ts, the page
 * template, the loaders, plugins and the prerender of the first screens with the fragments' format in
 * `tooling/serve/src/fragments.ts`); the one setting that changes what is emitted
 * (`LENDER_SOURCE_MAPS`); and the versions of Node's zlib and brotli, which make the build's
 * `.gz` and `.br` copies (../plugins/precompress.ts: another Node major may compress to other
 * bytes, and a version folder never changes). Tests (`*.test.*`) are left out: no build reads them.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { repoRoot } from '@lender/serve/workspace';
import { compressorVersions } from '../plugins/precompress.ts';
import { filesIn } from './files.ts';

type Env = Record<string, string | undefined>;

/** A version is a folder name and a URL segment: letters, digits, `.`, `_`, `-`. */
export const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** The hash's length in hexadecimal digits (48 bits: no two builds of one remote will meet). */
const HASH_LENGTH = 12;

const isTest = (file: string) =>
  /\.test\.[cm]?[jt]sx?$/.test(file) || file.includes(`${sep}__snapshots__${sep}`);

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return filesIn(path).filter((file) => !isTest(file));
}

const toolingInputs = ['webpack.ts', 'federation.ts', 'page.html', 'loaders', 'plugins', 'prerender'];

/**
 * The files a build of the app in `appDir` reads, each with the name it is hashed under:
 * the app's own relative to its folder (a copy of the app elsewhere hashes alike), the
 * rest relative to the repository.
 */
export function buildInputs(appDir: string): { name: string; path: string }[] {
  const own = ['package.json', 'app.config.ts', 'src']
    .flatMap((part) => filesUnder(join(appDir, part)))
    .map((path) => ({ name: `app/${relative(appDir, path)}`, path }));
  const repo = [
    join(repoRoot, 'pnpm-lock.yaml'),
    join(repoRoot, 'shared', 'package.json'),
    join(repoRoot, 'shared', 'src'),
    join(repoRoot, 'tooling', 'build', 'package.json'),
    ...toolingInputs.map((part) => join(repoRoot, 'tooling', 'build', 'src', part)),
    // The fragments' format and checks (../plugins/prerender.ts).
    join(repoRoot, 'tooling', 'serve', 'src', 'fragments.ts'),
  ]
    .flatMap(filesUnder)
    .map((path) => ({ name: relative(repoRoot, path), path }));
  return [...own, ...repo]
    .map(({ name, path }) => ({ name: name.split(sep).join('/'), path }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The hash of named contents, in the order given (names included: a renamed file changes it). */
export function hashInputs(inputs: Iterable<{ name: string; content: Buffer | string }>): string {
  const hash = createHash('sha256');
  for (const { name, content } of inputs) {
    hash.update(`${name}\0${Buffer.byteLength(content)}\0`);
    hash.update(content);
  }
  return hash.digest('hex').slice(0, HASH_LENGTH);
}

/** The version of a build of the app in `appDir` under `env`. */
export function buildVersionOf(
  appDir: string,
  env: Env = process.env,
  compressors: string = compressorVersions(),
): string {
  const given = env.MF_BUILD_VERSION;
  if (given !== undefined && given !== '') {
    if (!VERSION_PATTERN.test(given))
      throw new Error(
        `MF_BUILD_VERSION="${given}" is not a valid version: letters, digits, ".", "_" and "-", at most 64, starting with a letter or digit`,
      );
    return given;
  }
  const settings = {
    name: 'env',
    content: `LENDER_SOURCE_MAPS=${env.LENDER_SOURCE_MAPS === '1' ? '1' : ''}`,
  };

  return hashInputs([
    ...buildInputs(appDir).map(({ name, path }) => ({ name, content: readFileSync(path) })),
    settings,
    // The `.gz` and `.br` copies are made by this Node's compressors (../plugins/precompress.ts).
    { name: 'compressors', content: compressors },
  ]);
}
