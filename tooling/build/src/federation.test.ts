import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@lender/serve/workspace';
import {
  contractEntries,
  notProvidedByTheShell,
  readPackageJson,
  sharedSingletons,
  singletonPackages,
} from './federation.ts';

describe('sharedSingletons', () => {
  const shared = sharedSingletons(join(repoRoot, 'remote-login'));

  it('shares every page-wide library, and deep imports of React, React DOM and shared', () => {
    expect(Object.keys(shared).sort()).toEqual(
      ['@lender/shared', '@lender/shared/', 'react', 'react-dom', 'react-dom/', 'react/', 'zustand'].sort(),
    );
    expect(Object.values(shared).every((config) => config.singleton)).toBe(true);
  });

  it("takes requiredVersion from the app's package.json", () => {
    const pkg = readPackageJson(join(repoRoot, 'remote-login'));
    for (const name of singletonPackages.filter((n) => n !== '@lender/shared')) {
      expect(shared[name]?.requiredVersion).toBe(pkg.dependencies?.[name]);
    }
    expect(shared['react/']?.requiredVersion).toBe(pkg.dependencies?.react);
  });

  it('versions the workspace package by its own package.json', () => {
    expect(shared['@lender/shared']?.requiredVersion).toBe(
      `^${readPackageJson(join(repoRoot, 'shared')).version}`,
    );
  });

  it('is strict about our own contract only: a remote that needs a newer @lender/shared fails to load', () => {
    expect(shared['@lender/shared']?.strictVersion).toBe(true);
    expect(shared['@lender/shared/']?.strictVersion).toBe(true);
    expect(shared.react?.strictVersion).toBeUndefined();
  });

  it('refuses an app that shares a library it does not depend on', () => {
    expect(() => sharedSingletons(join(repoRoot, 'tooling', 'build'))).toThrow(
      /does not list it in dependencies/,
    );
  });
});

describe('the shell provides every @lender/shared entry a remote may load', () => {
  it('names each entry a page loads, the endpoint groups expanded, and none that no shell page loads', () => {
    const entries = contractEntries().map(({ key }) => key);
    expect(entries).toEqual(
      expect.arrayContaining([
        '@lender/shared/contracts',
        '@lender/shared/password-form',
        '@lender/shared/onboarding',
        '@lender/shared/endpoints/passport',
        '@lender/shared/endpoints/identity',
      ]),
    );
    for (const never of ['testing', 'stand-ins', 'storage-fallback', 'standalone'])
      expect(entries).not.toContain(`@lender/shared/${never}`);
    expect(entries.some((entry) => entry.includes('*'))).toBe(false);
  });

  it('the shell shares each by name, with the contract’s strict range; a remote only by prefix', () => {
    const shell = sharedSingletons(join(repoRoot, 'shell'), { provideEveryEntry: true });
    for (const { key, file } of contractEntries()) {
      expect(shell[key]).toEqual({
        ...shell['@lender/shared'],
        import: file,
        version: readPackageJson(join(repoRoot, 'shared')).version,
      });
      expect(existsSync(file)).toBe(true);
    }
    const remote = sharedSingletons(join(repoRoot, 'remote-register'));
    expect(
      Object.keys(remote).filter((key) => key.startsWith('@lender/shared/') && key !== '@lender/shared/'),
    ).toEqual([]);
  });
});

describe('what the shell does not provide, no app loads in its page', () => {
  /** Every `@lender/shared/…` entry an app's own code imports (tests and standalone pages aside). */
  function importedEntries(dir: string): string[] {
    const found = new Set<string>();
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.|\.testing\./.test(entry.name))
          for (const match of readFileSync(path, 'utf8').matchAll(/'@lender\/shared\/([a-z/-]+)'/g))
            found.add(`./${match[1]}`);
      }
    };
    walk(join(repoRoot, dir, 'src'));
    return [...found];
  }

  it.each(['shell', 'remote-login', 'remote-register', 'remote-wallet', 'remote-onboarding'])(
    '%s imports only what the shell provides (its own page’s storage fallback and standalone mount aside)',
    (app) => {
      const pageOnly = new Set(['./storage-fallback', './standalone', './testing']);
      const missing = importedEntries(app).filter(
        (entry) => notProvidedByTheShell.has(entry) && !pageOnly.has(entry),
      );
      expect(missing).toEqual([]);
    },
  );
});
