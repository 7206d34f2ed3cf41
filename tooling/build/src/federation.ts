/**
 * The modules every deployable shares as singletons. Exactly one React DOM renderer
 * and one session store may exist in the page, so each of these is
 * `singleton: true` with `requiredVersion` read from the consuming package's
 * package.json. The trailing-slash keys share deep imports (`react-dom/client`,
 * `react/jsx-runtime`); without them a second React would load. Emotion is not among
 * them: only `shared` imports it, through Chakra (lint enforces it), so it exists once,
 * inside the `shared` singleton, tree-shaken instead of provided whole. TanStack Query neither:
 * only `@lender/shared/query` imports it (lint enforces it), so it comes with that entry's chunk.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@lender/serve/workspace';
import { expandEntries } from './api-report/entries.ts';

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  exports?: Record<string, string>;
}

export const singletonPackages = ['react', 'react-dom', 'zustand', '@lender/shared'] as const;

/**
 * The shared modules a host's page starts with (its `main` entry's bootstrap renders
 * with them; `@lender/shared/endpoint` is what its main entry calls the API with, and
 * the banners above every page are read with `endpoints/public` and `banners`): the
 * page preloads the host's own copies from its HTML (plugins/preload-start-chunks.ts).
 * `@lender/shared`'s other feature entries are not among them: they load when a
 * screen imports them. A module missing here costs a round trip at start; one that the start
 * does not use costs a download (the JavaScript budget counts it).
 */
export const startShared = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  '@lender/shared',
  '@lender/shared/contracts',
  '@lender/shared/endpoint',
  '@lender/shared/endpoints/public',
  '@lender/shared/banners',
];

/**
 * The entries of `startShared` only the banners' load needs: a page the server made with its
 * banners (shell/server/server-screens.ts) does not load them, so their preloads carry
 * `data-banners` and that server leaves them out (./plugins/preload-start-chunks.ts).
 */
export const bannersShared = ['@lender/shared/endpoints/public', '@lender/shared/banners'];

/**
 * Packages whose deep imports must resolve to the same shared instance. For
 * `@lender/shared` these are its feature entries (`@lender/shared/wallet`): code the
 * login page does not need, shared on its own and loaded when a screen imports it.
 */
const prefixShared = new Set(['react', 'react-dom', '@lender/shared']);

/**
 * Deep imports a prefix does not share, each bundled where it is imported:
 * `@lender/shared/storage-fallback` runs first in a page's main entry, before the federation
 * runtime negotiates anything (shared/src/session/storage-fallback.ts), which a shared
 * module cannot (it would be consumed eagerly).
 */
const notShared: Readonly<Record<string, RegExp>> = { '@lender/shared': /^storage-fallback$/ };

export function readPackageJson(dir: string): PackageJson {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
}

function requiredVersionOf(name: string, pkg: PackageJson): string {
  const declared = pkg.dependencies?.[name];
  if (declared === undefined) {
    throw new Error(`${pkg.name} shares ${name} but does not list it in dependencies`);
  }
  if (declared.startsWith('workspace:')) {
    // A workspace package is versioned by its own package.json.
    const workspacePkg = readPackageJson(join(repoRoot, name.replace('@lender/', '')));
    return `^${workspacePkg.version}`;
  }
  return declared;
}

export interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  /** Refuse, rather than use, a provided version outside the requirement. */
  strictVersion?: true;
  /**
   * The module provided under this key, when not the key itself: a path is provided even when
   * nothing of the build imports it (webpack resolves a path at the start; a package request
   * only when some module imports it). `false`: none, the page's host provides it.
   */
  import?: string | false;
  /** The version provided, when the module is a path (webpack reads none from a path: `0`). */
  version?: string;
  /** A prefix's deep imports left out (matched against what follows the prefix). */
  exclude?: { request: RegExp };
}

/**
 * `@lender/shared` is our contract (shared/CHANGELOG.md): a remote built against a
 * newer one than the page provides would import exports that are not there and break
 * mid-render. Strict, the mismatch fails the remote's load instead, which the shell
 * contains (the "temporarily unavailable" fallback with Retry). Third-party singletons
 * keep the default (a warning): their minor versions are compatible in practice.
 */
const strictPackages = new Set(['@lender/shared']);

/**
 * `@lender/shared`'s entries no shell page loads: `./testing` and `./stand-ins` (no page at all),
 * `./brand-data` and `./endpoints/telemetry` (read by the dev API and the build, never by an
 * app), `./storage-fallback` (bundled into each page, never federated) and `./standalone` (what a
 * remote's own page mounts with, where that page is the host). federation.test.ts fails when an
 * app's code imports one of them: then the shell must provide it too.
 */
export const notProvidedByTheShell = new Set([
  '.',
  './testing',
  './stand-ins',
  './brand-data',
  './endpoints/telemetry',
  './storage-fallback',
  './standalone',
]);

/**
 * Every `@lender/shared` entry a remote may load in the shell's page, as share keys
 * (`@lender/shared/onboarding`, `@lender/shared/endpoints/passport`, …): `./endpoints/*`
 * expanded over its folders, as a bundler resolves it.
 */
export function contractEntries(): { key: string; file: string }[] {
  const dir = join(repoRoot, 'shared');
  const { exports = {} } = readPackageJson(dir);
  const folders = (path: string) =>
    readdirSync(join(dir, path), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  return expandEntries(exports, folders, (file) => existsSync(join(dir, file)))
    .filter((entry) => !notProvidedByTheShell.has(entry.name))
    .map((entry) => ({ key: `@lender/shared/${entry.name.slice(2)}`, file: join(dir, entry.source) }));
}

export interface SharingOptions {
  /**
   * The shell: provide every `@lender/shared` entry (contractEntries), not only those its own code
   * imports. The federation runtime keeps the first copy of a singleton that loads, and a remote
   * provides its own copy of what it imports: without the shell's, a remote built against 1.3
   * that loaded `@lender/shared/password-form` first would leave its 1.3 copy for a 1.5 remote,
   * which requires `^1.5.0` strictly and fails. With the shell's, the highest version present
   * (the shell's, as the shell refuses newer remotes) is the one that loads
   * (docs/shared-contract.md). Each is lazy: a chunk of the shell's build, fetched when a
   * remote asks for it.
   */
  provideEveryEntry?: boolean;
  /**
   * A remote: take `@lender/shared`'s feature entries from the shell only (`import: false`, no
   * copy of its own in the container). Its container runs only inside the shell, which provides
   * every entry; its standalone page is a plain build of its own. A copy would only be a second
   * version in the page, and its registrations cost the login page's first load about 0.5 KB.
   * The main entry keeps its copy: the federation manifest lists only what a container provides,
   * and the shell's check reads the contract's range there (shell/src/federation/compatibility.ts).
   */
  contractFromTheShell?: boolean;
}

export function sharedSingletons(appDir: string, options: SharingOptions = {}): Record<string, SharedConfig> {
  const pkg = readPackageJson(appDir);
  const shared: Record<string, SharedConfig> = {};
  for (const name of singletonPackages) {
    const config: SharedConfig = {
      singleton: true,
      requiredVersion: requiredVersionOf(name, pkg),
      ...(strictPackages.has(name) && { strictVersion: true as const }),
    };
    shared[name] = config;
    const excluded = notShared[name];
    // A remote's feature entries come from the shell alone; its main entry keeps a copy, which
    // puts the contract's range in the remote's manifest for the shell's check to read.
    const fromTheShell = name === '@lender/shared' && options.contractFromTheShell;
    if (prefixShared.has(name))
      shared[`${name}/`] = {
        ...config,
        ...(excluded && { exclude: { request: excluded } }),
        ...(fromTheShell && { import: false as const }),
      };
    // Named one by one, an entry is provided even when nothing of the shell imports it.
    if (name === '@lender/shared' && options.provideEveryEntry)
      for (const { key, file } of contractEntries())
        shared[key] = { ...config, import: file, version: readPackageJson(join(repoRoot, 'shared')).version };
  }
  return shared;
}
