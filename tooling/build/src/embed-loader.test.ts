import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import ts from 'typescript';
import { repoRoot } from '@lender/serve/workspace';
import { bundleEmbedLoader, buildEmbedLoader, checkBudget, EMBED_LOADER_BUDGET } from './embed-loader.ts';

describe('checkBudget', () => {
  const code = Buffer.from('x'.repeat(5000));
  it.each([
    [1024, null],
    [10, 'the embed loader (/embed/v1.js) is 40 bytes gzipped, over its budget of 10 bytes'],
  ])('against %d bytes: %p', (budget, problem) => {
    if (problem === null) expect(checkBudget(code, budget)).toBe(40);
    else expect(() => checkBudget(code, budget)).toThrow(problem);
  });
});

describe('the embed loader bundle', () => {
  let code: string;
  beforeAll(async () => {
    code = Buffer.from(await bundleEmbedLoader()).toString();
  });

  it(`is within ${EMBED_LOADER_BUDGET} bytes gzipped`, () => {
    expect(checkBudget(Buffer.from(code), EMBED_LOADER_BUDGET)).toBeLessThanOrEqual(EMBED_LOADER_BUDGET);
  });

  it('adds LenderEmbed to the page and no other global', () => {
    class HTMLScriptElement {
      src = 'https://sign-in.lender.example/embed/v1.js';
    }
    // A page still loading: the loader's warming frame waits for its load (shell/embed-loader/warm.ts).
    const listened: string[] = [];
    const page: Record<string, unknown> = {
      HTMLScriptElement,
      URL,
      document: { readyState: 'loading' },
      addEventListener: (type: string) => listened.push(type),
    };
    page.window = page;
    (page.document as Record<string, unknown>).currentScript = new HTMLScriptElement();
    const before = Object.keys(page);
    runInNewContext(code, page);
    expect(Object.keys(page).filter((key) => !before.includes(key))).toEqual(['LenderEmbed']);
    expect((page.LenderEmbed as { version: number }).version).toBe(1);
    expect(listened).toEqual(['load']);
  });

  it('is written where the shell serves it, unhashed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'embed-loader-'));
    try {
      const file = join(dir, 'public', 'embed', 'v1.js');
      const size = await buildEmbedLoader(file);
      expect(readFileSync(file, 'utf8')).toBe(code);
      expect(readFileSync(join(dir, 'public', 'embed', 'v1.d.ts'), 'utf8')).toBe(
        readFileSync(join(repoRoot, 'shell', 'embed-loader', 'types', 'v1.d.ts'), 'utf8'),
      );
      expect(size).toEqual({ raw: code.length, gzip: checkBudget(Buffer.from(code), EMBED_LOADER_BUDGET) });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the embed loader source', () => {
  it('compiles for an ES2020 browser: the DOM, no Node (shell/embed-loader/tsconfig.json)', () => {
    const configFile = join(repoRoot, 'shell', 'embed-loader', 'tsconfig.json');
    const { config } = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file)) as { config: unknown };
    const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configFile));
    const program = ts.createProgram(parsed.fileNames, parsed.options);
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(parsed.fileNames.map((file) => file.slice(dirname(configFile).length + 1))).toContain('v1.ts');
    expect(problems).toEqual([]);
  });
});
