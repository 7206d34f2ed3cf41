import { join } from 'node:path';
import { repoRoot } from '@lender/serve/workspace';
import { contractEntries, readPackageJson, sharedSingletons, singletonPackages } from './federation.ts';

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
    const entries = contractEntries();
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
    for (const entry of contractEntries()) expect(shell[entry]).toEqual(shell['@lender/shared']);
    const remote = sharedSingletons(join(repoRoot, 'remote-register'));
    expect(
      Object.keys(remote).filter((key) => key.startsWith('@lender/shared/') && key !== '@lender/shared/'),
    ).toEqual([]);
  });
});
