/** @jest-environment node */
import { expandEntries, reportFileName } from './entries.ts';

describe('expandEntries', () => {
  const folders: Record<string, string[]> = { 'src/api/endpoints/': ['wallet', 'broker', 'empty'] };
  const files = new Set(['src/api/endpoints/wallet/index.ts', 'src/api/endpoints/broker/index.ts']);
  const expand = (exports: Record<string, unknown>) =>
    expandEntries(
      exports,
      (dir) => folders[dir] ?? [],
      (file) => files.has(file),
    );

  it('keeps plain entries and expands a `*` over the folders that have the file, sorted', () => {
    expect(expand({ '.': './src/index.ts', './endpoints/*': './src/api/endpoints/*/index.ts' })).toEqual([
      { name: '.', source: 'src/index.ts' },
      { name: './endpoints/broker', source: 'src/api/endpoints/broker/index.ts' },
      { name: './endpoints/wallet', source: 'src/api/endpoints/wallet/index.ts' },
    ]);
  });

  it.each([
    [{ '.': { types: './a.d.ts' } }, /"\." is not a path/],
    [{ './a/*/*': './src/*/*/index.ts' }, /one `\*`/],
    [{ './package.json': './package.json' }, /not a TypeScript file/],
  ])('refuses %j', (exports, message) => {
    expect(() => expand(exports)).toThrow(message);
  });
});

describe('reportFileName', () => {
  it.each([
    ['@lender/shared', '.', 'shared.api.md'],
    ['@lender/shared', './wallet', 'shared-wallet.api.md'],
    ['@lender/shared', './endpoints/broker', 'shared-endpoints-broker.api.md'],
    ['fixture', './extra', 'fixture-extra.api.md'],
  ])('%s %s: %s', (pkg, entry, file) => {
    expect(reportFileName(pkg, entry)).toBe(file);
  });
});
