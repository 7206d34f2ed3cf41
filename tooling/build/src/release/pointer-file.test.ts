/** @jest-environment node */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { entryFor, movedPointer, pointRemote, pointRemotes } from './pointer-file.ts';
import { PublishError } from './publish.ts';

describe('entryFor', () => {
  it.each([
    [undefined, 'remote-login/v1/mf-manifest.json'],
    [
      'https://cdn.lender.example/remotes',
      'https://cdn.lender.example/remotes/remote-login/v1/mf-manifest.json',
    ],
    [
      'https://cdn.lender.example/remotes/',
      'https://cdn.lender.example/remotes/remote-login/v1/mf-manifest.json',
    ],
    ['https://cdn.lender.example', 'https://cdn.lender.example/remote-login/v1/mf-manifest.json'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080/remote-login/v1/mf-manifest.json'],
  ])('under %s is %s', (base, entry) => {
    expect(entryFor('remote-login', 'v1', base)).toBe(entry);
  });
});

describe('movedPointer', () => {
  const current = { remote_login: 'a', remote_register: 'b', remote_wallet: 'c' };

  it.each([
    [
      'replaces one entry, keeping the others in their order',
      'remote_register',
      { ...current, remote_register: 'B' },
    ],
    ['adds a missing entry at the end', 'remote_onboarding', { ...current, remote_onboarding: 'B' }],
  ])('%s', (_what, container, expected) => {
    const moved = movedPointer(current, container, 'B');
    expect(moved).toEqual(expected);
    expect(Object.keys(moved)).toEqual(Object.keys(expected));
    expect(current).toEqual({ remote_login: 'a', remote_register: 'b', remote_wallet: 'c' });
  });
});

describe('pointRemotes and pointRemote', () => {
  /** A static host's folder: two versions of remote-login, one of each other remote. */
  function staticFolder(): string {
    const dir = mkdtempSync(join(tmpdir(), 'pointer-'));
    for (const folder of [
      'remote-login/v1',
      'remote-login/v2',
      'remote-register/r1',
      'remote-wallet/w1',
      'remote-onboarding/o1',
    ]) {
      mkdirSync(join(dir, folder), { recursive: true });
      writeFileSync(join(dir, folder, 'mf-manifest.json'), '{}');
    }
    mkdirSync(join(dir, 'remote-login', 'empty'));
    return dir;
  }
  const all = [
    { remote: 'remote-login', version: 'v1' },
    { remote: 'remote-register', version: 'r1' },
    { remote: 'remote-wallet', version: 'w1' },
    { remote: 'remote-onboarding', version: 'o1' },
  ];
  /** The static folder with its pointer naming the four remotes' first versions. */
  function pointed(): { dir: string; pointer: string } {
    const dir = staticFolder();
    const pointer = join(dir, 'remotes.json');
    pointRemotes({ pointer, moves: all });
    return { dir, pointer };
  }
  const read = (pointer: string) => JSON.parse(readFileSync(pointer, 'utf8')) as Record<string, string>;
  const asItIs = (pointer: string) => `${readFileSync(pointer, 'utf8')} @${statSync(pointer).mtimeMs}`;

  it('creates the pointer with the four remotes in one write, each entry relative to it', () => {
    const dir = staticFolder();
    const pointer = join(dir, 'remotes.json');
    expect(pointRemotes({ pointer, moves: all }).map((result) => result.previous)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(read(pointer)).toEqual({
      remote_login: 'remote-login/v1/mf-manifest.json',
      remote_register: 'remote-register/r1/mf-manifest.json',
      remote_wallet: 'remote-wallet/w1/mf-manifest.json',
      remote_onboarding: 'remote-onboarding/o1/mf-manifest.json',
    });
    expect(readFileSync(pointer, 'utf8')).toMatch(/\n$/);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses to create a pointer the shell could not use (a remote missing), writing nothing', () => {
    const dir = staticFolder();
    const pointer = join(dir, 'remotes.json');
    const attempt = () => pointRemote({ pointer, remote: 'remote-login', version: 'v1' });
    expect(attempt).toThrow(PublishError);
    expect(attempt).toThrow(
      /no entry for remote_register; no entry for remote_wallet; no entry for remote_onboarding\): the first time, point all four/,
    );
    expect(existsSync(pointer)).toBe(false);
  });

  it('moves an entry and moves it back (the rollback), keeping the others', () => {
    const { pointer } = pointed();
    const v2 = pointRemote({ pointer, remote: 'remote-login', version: 'v2' });
    expect(v2).toEqual({
      container: 'remote_login',
      previous: 'remote-login/v1/mf-manifest.json',
      entry: 'remote-login/v2/mf-manifest.json',
    });
    expect(read(pointer).remote_register).toBe('remote-register/r1/mf-manifest.json');
    // Rolling back is pointing at what the move returned as previous.
    expect(pointRemote({ pointer, remote: 'remote-login', version: 'v1' }).previous).toBe(v2.entry);
    expect(read(pointer).remote_login).toBe('remote-login/v1/mf-manifest.json');
  });

  it("writes the static host's address when given one, checking the folders where --dir says", () => {
    const { dir } = pointed();
    const elsewhere = mkdtempSync(join(tmpdir(), 'shell-'));
    const pointer = join(elsewhere, 'remotes.json');
    const base = 'https://cdn.lender.example/remotes';
    pointRemotes({ pointer, moves: all, base, dir });
    expect(read(pointer).remote_login).toBe(
      'https://cdn.lender.example/remotes/remote-login/v1/mf-manifest.json',
    );
    expect(() => pointRemotes({ pointer, moves: all, base })).toThrow(/has no mf-manifest\.json/);
  });

  it.each([
    [
      'a version that is not there',
      'remote-login',
      'v3',
      PublishError,
      /remote-login\/v3 has no mf-manifest\.json: deploy that version/,
    ],
    [
      'a version folder without a manifest',
      'remote-login',
      'empty',
      PublishError,
      /has no mf-manifest\.json/,
    ],
    [
      "another remote's version folder",
      'remote-login',
      '../remote-register/r1',
      PublishError,
      /not a version/,
    ],
    ['a folder outside the static folder', 'remote-login', '../../x', PublishError, /not a version/],
    ['the shell (not a remote)', 'shell', 'v1', PublishError, /^shell is not a remote$/],
    ['an app that does not exist', 'remote-nope', 'v1', Error, /Unknown app "remote-nope"/],
  ])('refuses %s and leaves the pointer as it was', (_what, remote, version, type, message) => {
    const { pointer } = pointed();
    const before = asItIs(pointer);
    const attempt = () => pointRemote({ pointer, remote, version });
    expect(attempt).toThrow(type);
    expect(attempt).toThrow(message);
    expect(asItIs(pointer)).toBe(before);
  });

  it('refuses the whole command when one of its moves is refused', () => {
    const { pointer } = pointed();
    const before = asItIs(pointer);
    expect(() =>
      pointRemotes({
        pointer,
        moves: [
          { remote: 'remote-login', version: 'v2' },
          { remote: 'remote-register', version: 'r9' },
        ],
      }),
    ).toThrow(/remote-register\/r9 has no mf-manifest\.json/);
    expect(asItIs(pointer)).toBe(before);
  });

  it.each([
    ['not JSON', '{"remote_login":'],
    ['not an object', '["remote-login/v1/mf-manifest.json"]'],
  ])('refuses a pointer that is %s, naming it, and leaves it as it was', (_what, content) => {
    const dir = staticFolder();
    const pointer = join(dir, 'remotes.json');
    writeFileSync(pointer, content);
    const attempt = () => pointRemote({ pointer, remote: 'remote-login', version: 'v1' });
    expect(attempt).toThrow(pointer);
    expect(readFileSync(pointer, 'utf8')).toBe(content);
    expect(existsSync(`${pointer}.${process.pid}.tmp`)).toBe(false);
  });
});
