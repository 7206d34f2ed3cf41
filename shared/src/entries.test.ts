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

// Never loaded by a page: jest and Node resolve `@lender/shared` and a relative path to one module.
const notOnAPage = new Set(['./testing', './stand-ins']);

/** The modules a file imports by a relative path (static, re-exported or dynamic), resolved. */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\()'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
  return specifiers
    .map((specifier) => resolve(dirname(file), specifier))
    .filter((path) => /\.tsx?$/.test(path));
}

/** Every file an entry's code is in: its file and what it reaches by relative paths (not through `@lender/shared/…`). */
function closureOf(file: string): Set<string> {
  const reached = new Set<string>();
  const visit = (path: string) => {
    if (reached.has(path)) return;
    reached.add(path);
    relativeImports(path).forEach(visit);
  };
  visit(file);
  return reached;
}

/**
 * Module state: what a second copy of the module would hold apart from the first (a store, a
 * context, a cache, an instance). Read from the source: a top-level `let`/`var`, or a top-level
 * `const` made by a call to `create…`/`new …` or a fresh `[]`, `{}`, `Map`, `Set`. Encoders hold
 * nothing. A module this misses is not covered: keep state in the forms above.
 */
const STATE =
  /^(?:export\s+)?(?:(?:let|var)\s|const\s+\w+\s*(?::[^=]+)?=\s*(?:new\s+(?!Text(?:En|De)coder\b)\w+|(?:React\.)?create\w*\(|createStore|\[\]|\{\}))/m;
const holdsState = (file: string) => STATE.test(readFileSync(file, 'utf8'));

/** jest's setup (jest.config.js `setupFilesAfterEnv`): no entry imports it. */
const JEST_SETUP = join(src, 'testing', 'jest-setup.ts');

/** Every non-test source file of the package (a `.testing.` file is a test's helper). */
function sourceFiles(dir = src): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.|\.testing\./.test(name) ? [path] : [];
  });
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

  it('keeps page state behind one entry: no module with state is in two entries’ code', () => {
    const pageEntries = entries.filter(([entry]) => !notOnAPage.has(entry));
    const owners = new Map<string, string[]>();
    for (const [entry, file] of pageEntries)
      for (const reached of closureOf(file))
        if (holdsState(reached)) owners.set(reached, [...(owners.get(reached) ?? []), entry]);
    const shared = [...owners]
      .filter(([, where]) => where.length > 1)
      .map(([file, where]) => `${relative(src, file)}: ${where.join(', ')}`);
    expect(shared).toEqual([]);
    // The state the page has is found (a pattern that matched nothing would pass anything).
    for (const known of ['session/session-store.ts', 'config/page-config.ts', 'api/instance.ts'])
      expect(owners.get(join(src, known))).toEqual(['.']);
  });

  it('covers every folder: each source file is some entry’s code, or a test helper', () => {
    const reached = new Set(entries.flatMap(([, file]) => [...closureOf(file)]));
    const folders = readdirSync(src).filter((name) => statSync(join(src, name)).isDirectory());
    const unreached = sourceFiles().filter((file) => !reached.has(file) && file !== JEST_SETUP);
    expect(unreached.map((file) => relative(src, file))).toEqual([]);
    // Every folder holds something an entry reaches.
    for (const folder of folders)
      expect([...reached].some((file) => file.startsWith(join(src, folder) + '/'))).toBe(true);
  });

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
