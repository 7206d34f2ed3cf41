/**
 * zxcvbn must stay out of every static import chain: a static import anywhere in rules/
 * (or anything it imports) would put ~380 KB gzipped on the login page. This walks the
 * relative static imports from every module here and checks none reaches zxcvbn.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const here = __dirname;
const STATIC_IMPORT = /^\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(STATIC_IMPORT)].map((m) => m[1] ?? m[2] ?? '');
}

function reachable(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const specifier of staticImports(entry)) {
    if (specifier.startsWith('.')) reachable(resolve(dirname(entry), specifier), seen);
    else seen.add(specifier);
  }
  return seen;
}

const modules = readdirSync(here)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => join(here, name));

describe('zxcvbn is loaded only on demand', () => {
  it('finds the modules and their imports', () => {
    expect(modules.length).toBeGreaterThan(10);
    expect(reachable(join(here, 'startup-params.ts'))).toContain('valibot');
  });

  it.each(modules.map((file) => [file.slice(here.length + 1), file]))(
    '%s does not import zxcvbn statically',
    (_, file) => {
      const graph = [...reachable(file)];
      expect(graph.filter((item) => /zxcvbn/.test(item))).toEqual([]);
    },
  );

  it('loads it with a dynamic import', () => {
    const source = readFileSync(join(here, 'password-strength.ts'), 'utf8');
    expect(source).toContain("import('zxcvbn')");
    expect(source).not.toMatch(/from\s+['"]zxcvbn['"]/);
  });
});
