/**
 * @jest-environment node
 *
 * The real pipeline (the compiler's emit, API Extractor, the committed baseline) over a small
 * package in a temporary folder: two entries, one importing the other by the package's name,
 * as `@lender/shared`'s endpoint files do.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repoRoot } from '@lender/serve/workspace';
import { type Outcome, runCheck, runUpdate } from './commands.ts';
import type { ApiReportPaths } from './pipeline.ts';

jest.setTimeout(60_000);

const INDEX = `export const greeting = 'hello';
/** Greets. */
export function greet(name: string): string {
  return greeting + name;
}
`;
const EXTRA = `import { greeting } from '@fixture/pkg';
export interface Thing {
  id: string;
  label: typeof greeting;
}
`;

let dir: string;
let paths: ApiReportPaths;

function put(file: string, text: string): void {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
}

type Manifest = { version: string; exports: Record<string, string> };

function editPackage(edit: (pkg: Manifest) => Manifest): void {
  put(
    'package.json',
    JSON.stringify(edit(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest)),
  );
}

const setVersion = (version: string) => editPackage((pkg) => ({ ...pkg, version }));

/** An outcome's exit code, and a text its message contains (or a pattern it matches). */
function expectOutcome(outcome: Outcome, code: 0 | 1, text: string | RegExp): void {
  expect(outcome.code).toBe(code);
  if (typeof text === 'string') expect(outcome.message).toContain(text);
  else expect(outcome.message).toMatch(text);
}

/** The committed reports and surface.json, to show that a refusal writes nothing. */
const committed = () =>
  ['pkg.api.md', 'pkg-extra.api.md', 'surface.json'].map((file) =>
    readFileSync(join(dir, 'api', file), 'utf8'),
  );

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'api-report-'));
  paths = {
    packageDir: dir,
    reportDir: join(dir, 'api'),
    workDir: join(dir, 'dist', 'api-report'),
    baseTsconfig: join(repoRoot, 'tsconfig.base.json'),
    typeRoots: [join(repoRoot, 'node_modules', '@types')],
    // No global types: the fixture needs none, and @types/node would add a second to every run.
    types: [],
    displayRoot: dir,
  };
  put(
    'package.json',
    JSON.stringify({
      name: '@fixture/pkg',
      version: '0.1.0',
      type: 'module',
      exports: { '.': './src/index.ts', './extra': './src/extra/index.ts' },
    }),
  );
  put('CHANGELOG.md', '# changes\n\n## 0.1.0\n');
  put('src/index.ts', INDEX);
  put('src/extra/index.ts', EXTRA);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('records a first report, then checks against it', () => {
  expectOutcome(runCheck(paths), 1, 'npm run api:update');
  expectOutcome(runUpdate(paths), 0, /first report .* 0\.1\.0/);
  expect(JSON.parse(readFileSync(join(dir, 'api', 'surface.json'), 'utf8'))).toEqual({
    version: '0.1.0',
    entries: { '.': ['greet', 'greeting'], './extra': ['Thing'] },
  });
  expect(readFileSync(join(dir, 'api', 'pkg-extra.api.md'), 'utf8')).toContain('label: typeof greeting;');
  expect(runCheck(paths).code).toBe(0);
});

it('fails the check on a changed export, and refuses the update at the same version', () => {
  put('src/index.ts', INDEX.replace('name: string', 'name: string, excited?: boolean'));
  const before = committed();

  const check = runCheck(paths);
  expect(check.code).toBe(1);
  expect(check.message).toContain(
    'a breaking change in . (greet: `name: string` became `name: string, excited?: boolean`)',
  );
  expect(check.message).toContain('Run `npm run api:update`');

  expect(runUpdate(paths)).toEqual({
    code: 1,
    message:
      "Refused: raise package.json to 0.2.0 and add '## 0.2.0' to CHANGELOG.md (a minor release, breaking: the shell and every remote are rebuilt and deployed together): a breaking change in . (greet: `name: string` became `name: string, excited?: boolean`).\nNothing was written.",
  });
  expect(committed()).toEqual(before);
});

it('records the change once the version is raised and the changelog has its heading', () => {
  setVersion('0.2.0');
  put('CHANGELOG.md', '# changes\n\n## 0.2.0\n\n## 0.1.0\n');

  expectOutcome(runUpdate(paths), 0, 'Recorded at 0.2.0 (a minor release, breaking');
  expect(runCheck(paths).code).toBe(0);
});

it('sees a new entry; an addition is a patch', () => {
  editPackage((pkg) => ({ ...pkg, exports: { ...pkg.exports, './more': './src/more.ts' } }));
  put('src/more.ts', 'export const more = 1;\n');

  expectOutcome(runCheck(paths), 1, 'a name was added to ./more (more)');
  setVersion('0.2.1');
  put('CHANGELOG.md', '## 0.2.1\n');
  expect(runUpdate(paths).code).toBe(0);
  expect(readFileSync(join(dir, 'api', 'pkg-more.api.md'), 'utf8')).toContain('export const more = 1;');
});

it('reads @remotesRead from the doc comment: a member added to a type so marked is an addition', () => {
  const marked = (members: string) =>
    `/** What a remote reads. @remotesRead */\nexport interface Seen {\n  id: string;\n${members}}\n`;
  editPackage((pkg) => ({ ...pkg, exports: { ...pkg.exports, './seen': './src/seen.ts' } }));
  put('src/seen.ts', marked(''));
  setVersion('0.2.2');
  put('CHANGELOG.md', '## 0.2.2\n');
  expect(runUpdate(paths).code).toBe(0);
  expect(readFileSync(join(dir, 'api', 'pkg-seen.api.md'), 'utf8')).toContain(
    '// @public @remotesRead\nexport interface Seen',
  );

  put('src/seen.ts', marked('  label: string;\n'));
  // The version it needs is decide.ts's (its table test): one run here, the check, is enough.
  expectOutcome(runCheck(paths), 1, 'a member was added in ./seen (Seen.label)');
});
