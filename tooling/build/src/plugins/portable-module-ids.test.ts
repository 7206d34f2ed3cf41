import { createRequire } from 'node:module';
import { portableName } from './portable-module-ids.ts';

const require = createRequire(import.meta.url);

describe('portableName', () => {
  const root = '/work/main';
  it.each([
    [
      'a shared module provider keeps its request, without the checkout',
      'provide module (default) react@19.3.1 = /work/main/node_modules/.pnpm/react@19.3.1/node_modules/react/index.js',
      'provide module (default) react@19.3.1 = <root>/node_modules/.pnpm/react@19.3.1/node_modules/react/index.js',
    ],
    [
      'the container entry loses the federation entry file’s hash',
      'container entry (default) [["./LoginScreen",{}]] /work/main/node_modules/.federation/entry.3d7b65b68d00b94980212093e2fe6234.js',
      'container entry (default) [["./LoginScreen",{}]] <root>/node_modules/.federation/entry.js',
    ],
    [
      'the concatenated federation entry loses the hash of its modules’ names too',
      'javascript/esm|/work/main/node_modules/.federation/entry.3d7b65b68d00b94980212093e2fe6234.js|8d2ce267c9f0973f4bef27d43f702783',
      'javascript/esm|<root>/node_modules/.federation/entry.js',
    ],
    [
      'a name already relative is left alone',
      './src/password/PasswordStep.tsx',
      './src/password/PasswordStep.tsx',
    ],
  ])('%s', (_case, name, expected) => {
    expect(portableName(name, root)).toBe(expected);
  });

  it('gives two checkouts the same names', () => {
    const at = (checkout: string) =>
      portableName(
        `container entry (default) [] ${checkout}/node_modules/.federation/entry.${checkout === '/a' ? 'aa11' : 'bb22'}.js`,
        checkout,
      );
    expect(at('/a')).toBe(at('/b'));
  });
});

describe('the webpack internals the plugin relies on (webpack is pinned)', () => {
  it('IdHelpers and the module comparator are where the plugin reads them', () => {
    const ids = require('webpack/lib/ids/IdHelpers') as Record<string, unknown>;
    const comparators = require('webpack/lib/util/comparators') as Record<string, unknown>;
    expect(typeof ids.getUsedModuleIdsAndModules).toBe('function');
    expect(typeof ids.getFullModuleName).toBe('function');
    expect(typeof ids.assignDeterministicIds).toBe('function');
    expect(typeof comparators.compareModulesByPreOrderIndexOrIdentifier).toBe('function');
  });
});
