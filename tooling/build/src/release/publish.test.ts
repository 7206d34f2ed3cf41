/** @jest-environment node */
import fs, {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { containerFiles, manifestVersion, publishBuild, PublishError } from './publish.ts';

const temp = mkdtempSync(join(tmpdir(), 'publish-'));
let count = 0;
const freshDir = (name: string) => join(temp, `${name}-${++count}`);

const manifestOf = (buildVersion: unknown) =>
  JSON.stringify({ id: 'remote_login', metaData: { buildInfo: { buildVersion } } });

/** A remote's `dist/` as the build leaves it: its container and its standalone page. */
const container: Record<string, string> = {
  'mf-manifest.json': manifestOf('v1'),
  'mf-stats.json': '{}',
  'remoteEntry.js': 'var remote_login;',
  '123.0a1b2c3d.js': 'chunk();',
  '123.0a1b2c3d.js.LICENSE.txt': '/*! license */',
  '__federation_expose_LoginScreen/456.9f8e7d6c.js': 'screen();',
};
const standalonePage: Record<string, string> = {
  'index.html': '<html></html>',
  'main.js': 'page();',
  'main.js.LICENSE.txt': '/*! license */',
  'page.5e6f7a8b.js': 'page chunk();',
  'page.5e6f7a8b.css': 'body {}',
};

function writeDist(files: Record<string, string>, dir = freshDir('dist')): string {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

/** Every file under `dir` with its bytes and modification time: to show nothing was touched. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path, `${readFileSync(path, 'utf8')} @${statSync(path).mtimeMs}`];
      }),
  );
}

const stagingLeft = (outDir: string) =>
  existsSync(join(outDir, 'remote-login'))
    ? readdirSync(join(outDir, 'remote-login')).filter((name) => name.startsWith('.staging-'))
    : [];

describe('containerFiles', () => {
  it("lists the container's files, never the standalone page's", () => {
    const dist = writeDist({ ...container, ...standalonePage });
    expect(containerFiles(dist)).toEqual(Object.keys(container).sort());
  });

  it.each(['mf-manifest.json', 'remoteEntry.js'])('requires %s', (required) => {
    const { [required]: _left, ...rest } = container;
    const dist = writeDist(rest);
    expect(() => containerFiles(dist)).toThrow(
      new PublishError(`${dist} has no ${required}: build the remote first`),
    );
  });
});

describe('manifestVersion', () => {
  it('reads the version the build wrote into the manifest', () => {
    expect(manifestVersion(writeDist(container))).toBe('v1');
  });

  it.each([
    ['no version', JSON.stringify({ metaData: { buildInfo: {} } }), 'undefined'],
    ['no buildInfo', JSON.stringify({ metaData: {} }), 'undefined'],
    ['a number', manifestOf(7), '7'],
    ['a path', manifestOf('../v1'), '../v1'],
    ['an empty version', manifestOf(''), ''],
    ['nothing in it', 'null', 'undefined'],
  ])('refuses a manifest with %s', (_what, manifest, shown) => {
    const dist = writeDist({ 'mf-manifest.json': manifest });
    expect(() => manifestVersion(dist)).toThrow(
      new PublishError(`${join(dist, 'mf-manifest.json')} has no usable build version (${shown})`),
    );
  });

  it('refuses a manifest that is not JSON, naming it', () => {
    const dist = writeDist({ 'mf-manifest.json': '{"metaData":' });
    expect(() => manifestVersion(dist)).toThrow(PublishError);
    expect(() => manifestVersion(dist)).toThrow(join(dist, 'mf-manifest.json'));
  });
});

describe('publishBuild', () => {
  const publish = (distDir: string, outDir: string) =>
    publishBuild({ distDir, outDir, remote: 'remote-login' });

  it("publishes exactly the container's files into the version folder, then leaves it alone", () => {
    const [dist, out] = [writeDist({ ...container, ...standalonePage }), freshDir('out')];
    const folder = join(out, 'remote-login', 'v1');
    expect(publish(dist, out)).toEqual({ outcome: 'published', version: 'v1', folder });
    expect(containerFiles(folder)).toEqual(Object.keys(container).sort());
    for (const file of Object.keys(container))
      expect(readFileSync(join(folder, file), 'utf8')).toBe(container[file]);
    expect(stagingLeft(out)).toEqual([]);

    // The same files again: nothing to do, not a file touched.
    const past = new Date('2026-01-01T00:00:00Z');
    for (const file of Object.keys(container)) utimesSync(join(folder, file), past, past);
    const before = snapshot(folder);
    const folderTime = statSync(folder).mtimeMs;
    expect(publish(writeDist({ ...container, ...standalonePage }), out)).toEqual({
      outcome: 'unchanged',
      version: 'v1',
      folder,
    });
    expect(snapshot(folder)).toEqual(before);
    expect(statSync(folder).mtimeMs).toBe(folderTime);
    expect(stagingLeft(out)).toEqual([]);
  });

  it.each<[string, (files: Record<string, string>) => Record<string, string>, string[]]>([
    ['a different byte', (files) => ({ ...files, '123.0a1b2c3d.js': 'chunk(); ' }), ['123.0a1b2c3d.js']],
    ['an extra file', (files) => ({ ...files, 'extra.js': '' }), ['extra.js']],
    ['a missing file', ({ 'mf-stats.json': _gone, ...files }) => files, ['mf-stats.json']],
    [
      'seven different files',
      (files) => ({ ...files, ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((n) => [`x${n}.js`, ''])) }),
      ['x1.js', 'x2.js', 'x3.js', 'x4.js', 'x5.js', 'and 2 more'],
    ],
  ])(
    'refuses %s under a published version, naming the files, and changes nothing',
    (_what, change, named) => {
      const out = freshDir('out');
      publish(writeDist(container), out);
      const before = snapshot(out);
      const attempt = () => publish(writeDist(change(container)), out);
      expect(attempt).toThrow(PublishError);
      expect(attempt).toThrow(
        /^remote-login v1 is already published with other content \(.*\): a version folder never changes/,
      );
      for (const name of named) expect(attempt).toThrow(name);
      expect(snapshot(out)).toEqual(before);
    },
  );

  it('keeps the older version folder when a new version is published', () => {
    const out = freshDir('out');
    publish(writeDist(container), out);
    const v1 = snapshot(join(out, 'remote-login', 'v1'));
    const v2 = {
      ...container,
      'mf-manifest.json': manifestOf('v2'),
      'remoteEntry.js': 'var remote_login = 2;',
    };
    expect(publish(writeDist(v2), out).outcome).toBe('published');
    expect(snapshot(join(out, 'remote-login', 'v1'))).toEqual(v1);
    expect(readdirSync(join(out, 'remote-login')).sort()).toEqual(['v1', 'v2']);
  });

  it('publishes nothing, and leaves no staging folder, when a copy fails half way', () => {
    const [dist, out] = [writeDist(container), freshDir('out')];
    // A file of the build vanishes while it is copied (another build rewriting dist/, say).
    const copy = fs.cpSync;
    let copies = 0;
    const spy = jest.spyOn(fs, 'cpSync').mockImplementation((source, destination, options) => {
      if (++copies === 3) rmSync(source);
      copy(source, destination, options);
    });
    try {
      expect(() => publish(dist, out)).toThrow(/ENOENT/);
    } finally {
      spy.mockRestore();
    }
    expect(copies).toBe(3);
    expect(readdirSync(join(out, 'remote-login'))).toEqual([]);
  });

  it('refuses a build without a usable version before writing anything', () => {
    const out = freshDir('out');
    expect(() => publish(writeDist({ ...container, 'mf-manifest.json': manifestOf('../v1') }), out)).toThrow(
      PublishError,
    );
    expect(existsSync(out)).toBe(false);
  });
});
