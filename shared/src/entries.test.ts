/**
 * Every entry of `@lender/shared` (shared/package.json `exports`, `./endpoints/*` expanded over
 * its folders): what it exports is defined, each name has one home, and a secondary entry reaches
 * the page's state only through `@lender/shared`. The secondary entries are federated shared
 * modules of their own: one that reached the UI kit, the brand context or the session store by a
 * relative path would carry a second copy of them (a second Chakra context: "forgot to wrap
 * component within <ChakraProvider />"). The exact names are shared/api/'s report.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
// Loaded here, at the file's top, as every test file loads it: `./testing` imports it, and it
// registers jest hooks (its clipboard's clean-up) when it first loads, which jest refuses inside
// a test, where this file imports the entries.
import '@testing-library/user-event';

const sharedDir = resolve(__dirname, '..');
const src = join(sharedDir, 'src');
const pkg = JSON.parse(readFileSync(join(sharedDir, 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
  sideEffects: string[];
};
/** The modules kept for their effect (`sideEffects`): an entry among them is imported for it alone. */
const effectFiles = new Set(pkg.sideEffects.map((path) => join(sharedDir, path)));

/** Every entry and its file, wildcards expanded over the folders that exist. */
function entryFiles(): [string, string][] {
  return Object.entries(pkg.exports).flatMap(([entry, target]): [string, string][] => {
    if (!entry.includes('*')) return [[entry, join(sharedDir, target)]];
    const [before, after] = target.split('*') as [string, string];
    return readdirSync(join(sharedDir, before))
      .filter((name) => existsSync(join(sharedDir, before, name, after)))
      .map((name) => [entry.replace('*', name), join(sharedDir, before, name, after)]);
  });
}

const entries = entryFiles();
const load = (file: string): Promise<Record<string, unknown>> => import(file);

// Plain data and pure reading, not state; React Router keeps its contexts in the `react-router`
// module, one per build (ui/data-router.ts); the in-memory storages mark themselves on the page's
// global object, so every copy of session/storage-denied.ts reads the same answer.
const statefulDirs = ['ui', 'brand', 'session'].map((dir) => join(src, dir));
const notState = new Set(
  [
    'ui/data-router.ts',
    'brand/brand-data.ts',
    'brand/brand-data.json',
    'brand/org-info.ts',
    'session/storage-denied.ts',
  ].map((path) => join(src, path)),
);
// Never loaded by a page: jest and Node resolve `@lender/shared` and a relative path to one module.
const notOnAPage = new Set(['.', './testing', './stand-ins']);

/** The files an entry's own code is in: its folder, or the entry file alone when it is not an index. */
function ownFiles(file: string): string[] {
  if (!file.endsWith('index.ts')) return [file];
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
    });
  return walk(dirname(file));
}

/** The page-state modules a file imports by a relative path. */
function statefulImports(file: string): string[] {
  const specifiers = [...readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
  return specifiers
    .map((specifier) => resolve(dirname(file), specifier))
    .filter((target) => statefulDirs.some((dir) => target.startsWith(dir + '/')) && !notState.has(target))
    .map((target) => relative(src, target));
}

describe('every entry of @lender/shared, subfolders included', () => {
  it('finds the entries of shared/package.json, the endpoint groups among them', () => {
    const names = entries.map(([entry]) => entry);
    expect(names).toEqual(expect.arrayContaining(['.', './contracts', './wallet', './endpoints/identity']));
    expect(names.filter((name) => name.startsWith('./endpoints/')).length).toBeGreaterThanOrEqual(8);
  });

  it.each(entries.filter(([, file]) => !effectFiles.has(file)))(
    '%s defines everything it exports',
    async (_entry, file) => {
      const exported = await load(file);
      expect(Object.keys(exported).length).toBeGreaterThan(0);
      expect(Object.entries(exported).filter(([, value]) => value === undefined)).toEqual([]);
    },
  );

  it('an entry kept for its effect exports nothing, and is the one module with an effect', async () => {
    const effectEntries = entries.filter(([, file]) => effectFiles.has(file));
    expect(effectEntries.map(([entry]) => entry)).toEqual(['./storage-fallback']);
    for (const [, file] of effectEntries) expect(Object.keys(await load(file))).toEqual([]);
    expect([...effectFiles]).toEqual([join(src, 'session/storage-fallback.ts')]);
  });

  it.each(entries.filter(([entry]) => !notOnAPage.has(entry)))(
    '%s reaches the UI kit, brand and session only through @lender/shared',
    (_entry, file) => {
      const offenders = ownFiles(file).flatMap((own) =>
        statefulImports(own).map((to) => `${relative(src, own)} → ${to}`),
      );
      expect(offenders).toEqual([]);
    },
  );

  it('exports each name from one entry only', async () => {
    const homes = new Map<string, string[]>();
    for (const [entry, file] of entries)
      for (const name of Object.keys(await load(file))) homes.set(name, [...(homes.get(name) ?? []), entry]);
    expect([...homes].filter(([, where]) => where.length > 1)).toEqual([]);
  });
});

describe('the main entry carries only what every page needs', () => {
  it('carries declarative routing only: the data router is about 16 KB gzipped (ui/router.ts)', async () => {
    const main = Object.keys(await load(join(src, 'index.ts')));
    expect(main).toEqual(expect.arrayContaining(['BrowserRouter', 'useRoutes', 'useNavigate']));
    for (const name of ['RouterProvider', 'createBrowserRouter', 'createMemoryRouter'])
      expect(main).not.toContain(name);
  });

  it('leaves the wallet, onboarding, banners and the stand-ins to their own entries', async () => {
    const main = Object.keys(await load(join(src, 'index.ts')));
    for (const name of [
      'pageWallet',
      'decideOnboardingRedirect',
      'parseBanners',
      'signJwtES256K',
      'endpoints',
    ])
      expect(main).not.toContain(name);
  });
});
