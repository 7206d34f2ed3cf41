/**
 * The modules every deployable shares as singletons. Exactly one React DOM renderer
 * and one session store may exist in the page, so each of these is
 * `singleton: true` with `requiredVersion` read from the consuming package's
 * package.json. The trailing-slash keys share deep imports (`react-dom/client`,
 * `react/jsx-runtime`); without them a second React would load. Emotion is not among
 * them: only `shared` imports it, through Chakra (lint enforces it), so it exists once,
 * inside the `shared` singleton, tree-shaken instead of provided whole.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@lender/serve/workspace';

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
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

export function sharedSingletons(appDir: string): Record<string, SharedConfig> {
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
    if (prefixShared.has(name))
      shared[`${name}/`] = excluded ? { ...config, exclude: { request: excluded } } : config;
  }
  return shared;
}
