import { join } from 'node:path';
import { repoRoot } from '@lender/serve/workspace';
import { readPackageJson, sharedSingletons, singletonPackages } from './federation.ts';

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
