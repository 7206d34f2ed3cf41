/** @jest-environment node */
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type * as Workspace from '@lender/serve/workspace';
import { buildInputs, buildVersionOf, hashInputs } from './build-version.ts';

// What the build reads outside the app lives under `repoRoot`. The tests that change those files
// point it at a small stand-in repository (the real tree is shared and must not change).
jest.mock('@lender/serve/workspace', () => {
  const actual = jest.requireActual<typeof Workspace>('@lender/serve/workspace');
  const root = { current: actual.repoRoot };
  return {
    ...actual,
    __esModule: true,
    mockRoot: root,
    get repoRoot() {
      return root.current;
    },
  };
});
const { mockRoot } = jest.requireMock<{ mockRoot: { current: string } }>('@lender/serve/workspace');
const realRoot = mockRoot.current;

const temp = mkdtempSync(join(tmpdir(), 'build-version-'));

/** A copy of a real remote's folder: what a build of it reads, and what it does not. */
function copyOfRemote(name: string): string {
  const appDir = join(temp, name, 'remote-login');
  for (const part of ['package.json', 'app.config.ts', 'src'])
    cpSync(join(realRoot, 'remote-login', part), join(appDir, part), { recursive: true });
  return appDir;
}

const standInRepository: Record<string, string> = {
  'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
  'shared/package.json': '{ "name": "@lender/shared" }\n',
  'shared/src/index.ts': 'export const shared = 1;\n',
  'shared/src/index.test.ts': 'it("is a test", () => {});\n',
  'shared/CHANGELOG.md': '# not read by a build\n',
  'tooling/build/package.json': '{ "name": "@lender/build" }\n',
  'tooling/build/src/webpack.ts': 'export const webpack = 1;\n',
  'tooling/build/src/federation.ts': 'export const federation = 1;\n',
  'tooling/build/src/page.html': '<html></html>\n',
  'tooling/build/src/loaders/pure-calls.cjs': 'module.exports = (source) => source;\n',
  'tooling/build/src/plugins/build-version.ts': 'export class BuildVersionPlugin {}\n',
  'tooling/serve/src/serve-app.ts': '// a server, not read by a build\n',
};

function writeAll(root: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), content);
  }
}

describe('buildVersionOf: MF_BUILD_VERSION', () => {
  const app = join(realRoot, 'remote-login');

  it.each(['1.2.3', 'v2026-11-26_1', 'a', 'A'.repeat(64), '0.1.0-rc.1'])('takes %s as it is', (version) => {
    expect(buildVersionOf(app, { MF_BUILD_VERSION: version })).toBe(version);
  });

  it.each(['../x', '.hidden', '-x', '_x', 'a/b', 'a b', 'é', 'v1\n', 'A'.repeat(65)])(
    'refuses %j, saying what a version is',
    (version) => {
      expect(() => buildVersionOf(app, { MF_BUILD_VERSION: version })).toThrow(
        `MF_BUILD_VERSION="${version}" is not a valid version: letters, digits, ".", "_" and "-", at most 64, starting with a letter or digit`,
      );
    },
  );

  it('hashes the inputs when it is unset or empty', () => {
    const hashed = buildVersionOf(app, {});
    expect(hashed).toMatch(/^[0-9a-f]{12}$/);
    expect(buildVersionOf(app, { MF_BUILD_VERSION: '' })).toBe(hashed);
  });
});

describe('buildVersionOf: the hash of what the build reads', () => {
  it('is the same for a copy of the app elsewhere (its files are named relative to its folder)', () => {
    const copy = copyOfRemote('copy');
    expect(buildVersionOf(copy, {})).toBe(buildVersionOf(join(realRoot, 'remote-login'), {}));
    expect(buildInputs(copy).map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        'app/package.json',
        'app/app.config.ts',
        'app/src/index.ts',
        'pnpm-lock.yaml',
        'shared/package.json',
        'shared/src/index.ts',
        'tooling/build/package.json',
        'tooling/build/src/webpack.ts',
        'tooling/build/src/federation.ts',
        'tooling/build/src/page.html',
      ]),
    );
  });

  describe('in a stand-in repository', () => {
    const root = join(temp, 'repository');
    const appDir = copyOfRemote('changes');
    let base: string;

    beforeAll(() => {
      mockRoot.current = root;
      writeAll(root, standInRepository);
      base = buildVersionOf(appDir, {});
    });
    beforeEach(() => writeAll(root, standInRepository));
    afterAll(() => (mockRoot.current = realRoot));

    it('is stable: the same inputs give the same version', () => {
      expect(buildVersionOf(appDir, {})).toBe(base);
      expect(buildVersionOf(appDir, { LENDER_SOURCE_MAPS: '0', UNRELATED: 'x' })).toBe(base);
    });

    it.each([
      ['an app source', join(appDir, 'src', 'index.ts')],
      ["the app's package.json", join(appDir, 'package.json')],
      ["the app's app.config.ts", join(appDir, 'app.config.ts')],
      ['a shared source', join(root, 'shared/src/index.ts')],
      ["shared's package.json", join(root, 'shared/package.json')],
      ['the lockfile', join(root, 'pnpm-lock.yaml')],
      ['the webpack configuration', join(root, 'tooling/build/src/webpack.ts')],
      ['the federation configuration', join(root, 'tooling/build/src/federation.ts')],
      ['the page template', join(root, 'tooling/build/src/page.html')],
      ['a loader', join(root, 'tooling/build/src/loaders/pure-calls.cjs')],
      ['a plugin', join(root, 'tooling/build/src/plugins/build-version.ts')],
      ["tooling's package.json", join(root, 'tooling/build/package.json')],
    ])('changes when %s changes, and comes back with it', (_what, file) => {
      const before = readFileSync(file);
      appendFileSync(file, ' ');
      try {
        expect(buildVersionOf(appDir, {})).not.toBe(base);
      } finally {
        writeFileSync(file, before);
      }
      expect(buildVersionOf(appDir, {})).toBe(base);
    });

    it.each([
      ['an app test', join(appDir, 'src', 'extra.test.tsx')],
      ['an app snapshot', join(appDir, 'src', '__snapshots__', 'x.snap')],
      ['a shared test', join(root, 'shared/src/index.test.ts')],
      ["the app's built files", join(appDir, 'dist', 'remoteEntry.js')],
      ["the app's server", join(appDir, 'server', 'main.ts')],
      ["shared's changelog", join(root, 'shared/CHANGELOG.md')],
      ['a tooling file no build reads', join(root, 'tooling/serve/src/serve-app.ts')],
    ])('ignores %s', (_what, file) => {
      mkdirSync(dirname(file), { recursive: true });
      appendFileSync(file, 'changed');
      try {
        expect(buildVersionOf(appDir, {})).toBe(base);
      } finally {
        rmSync(file);
      }
    });

    it('changes when a source is renamed or added', () => {
      const [from, to] = [join(appDir, 'src', 'index.ts'), join(appDir, 'src', 'renamed.ts')];
      renameSync(from, to);
      try {
        expect(buildVersionOf(appDir, {})).not.toBe(base);
      } finally {
        renameSync(to, from);
      }
      writeFileSync(join(root, 'shared/src/added.ts'), '');
      try {
        expect(buildVersionOf(appDir, {})).not.toBe(base);
      } finally {
        rmSync(join(root, 'shared/src/added.ts'));
      }
    });

    it('changes with LENDER_SOURCE_MAPS=1 (the build emits source maps)', () => {
      expect(buildVersionOf(appDir, { LENDER_SOURCE_MAPS: '1' })).not.toBe(base);
      expect(buildVersionOf(appDir, { LENDER_SOURCE_MAPS: '' })).toBe(base);
    });

    it("changes with Node's zlib or brotli (they make the .gz and .br copies)", () => {
      const versions = `zlib=${process.versions.zlib} brotli=${process.versions.brotli}`;
      expect(buildVersionOf(appDir, {}, versions)).toBe(base);
      expect(buildVersionOf(appDir, {}, 'zlib=1.3.1 brotli=1.0.9')).not.toBe(base);
      expect(buildVersionOf(appDir, {}, `zlib=${process.versions.zlib} brotli=1.0.0`)).not.toBe(base);
    });
  });
});

describe('hashInputs', () => {
  const hash = (...inputs: [string, string][]) =>
    hashInputs(inputs.map(([name, content]) => ({ name, content })));

  it('is 12 hexadecimal digits, the same for the same inputs, string or bytes', () => {
    expect(hash(['a', 'x'])).toMatch(/^[0-9a-f]{12}$/);
    expect(hash(['a', 'x'])).toBe(hashInputs([{ name: 'a', content: Buffer.from('x') }]));
    expect(hash()).toMatch(/^[0-9a-f]{12}$/);
  });

  it.each<[string, [string, string][], [string, string][]]>([
    ['a rename', [['src/a.ts', 'x']], [['src/b.ts', 'x']]],
    ['other content', [['a', 'x']], [['a', 'y']]],
    ['a moved boundary between name and content', [['ab', 'c']], [['a', 'bc']]],
    [
      'a moved boundary between two files',
      [
        ['a', 'xy'],
        ['b', ''],
      ],
      [
        ['a', 'x'],
        ['yb', ''],
      ],
    ],
    [
      'an extra empty file',
      [['a', 'x']],
      [
        ['a', 'x'],
        ['b', ''],
      ],
    ],
  ])('changes with %s', (_what, left, right) => {
    expect(hash(...left)).not.toBe(hash(...right));
  });
});
