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
import { entryFor, movedPointer, pointRemote } from './pointer-file.ts';
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

describe('pointRemote', () => {
  /** A static host's folder: two versions of remote-login and one of remote-register. */
  function staticFolder(): string {
    const dir = mkdtempSync(join(tmpdir(), 'pointer-'));
    for (const folder of ['remote-login/v1', 'remote-login/v2', 'remote-register/r1']) {
      mkdirSync(join(dir, folder), { recursive: true });
      writeFileSync(join(dir, folder, 'mf-manifest.json'), '{}');
    }
    mkdirSync(join(dir, 'remote-login', 'empty'));
    return dir;
  }
  const read = (pointer: string) => JSON.parse(readFileSync(pointer, 'utf8')) as Record<string, string>;
  const asItIs = (pointer: string) => `${readFileSync(pointer, 'utf8')} @${statSync(pointer).mtimeMs}`;

  it('creates the pointer, moves an entry, and moves it back (the rollback), keeping the others', () => {
    const dir = staticFolder();
    const pointer = join(dir, 'remotes.json');
    expect(pointRemote({ pointer, remote: 'remote-register', version: 'r1' })).toEqual({
      container: 'remote_register',
      previous: undefined,
      entry: 'remote-register/r1/mf-manifest.json',
    });
    expect(read(pointer)).toEqual({ remote_register: 'remote-register/r1/mf-manifest.json' });

    const v1 = pointRemote({ pointer, remote: 'remote-login', version: 'v1' });
    const v2 = pointRemote({ pointer, remote: 'remote-login', version: 'v2' });
    expect(v2).toEqual({
      container: 'remote_login',
      previous: 'remote-login/v1/mf-manifest.json',
      entry: 'remote-login/v2/mf-manifest.json',
    });
    expect(read(pointer)).toEqual({
      remote_register: 'remote-register/r1/mf-manifest.json',
      remote_login: 'remote-login/v2/mf-manifest.json',
    });
    // Rolling back is pointing at what the move returned as previous.
    expect(pointRemote({ pointer, remote: 'remote-login', version: 'v1' }).previous).toBe(v2.entry);
    expect(read(pointer).remote_login).toBe(v1.entry);
    expect(readFileSync(pointer, 'utf8')).toMatch(/\n$/);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it("writes the static host's address when given one", () => {
    const dir = staticFolder();
    const pointer = join(dir, 'remotes.json');
    pointRemote({
      pointer,
      remote: 'remote-login',
      version: 'v2',
      base: 'https://cdn.lender.example/remotes',
    });
    expect(read(pointer).remote_login).toBe(
      'https://cdn.lender.example/remotes/remote-login/v2/mf-manifest.json',
    );
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
    const dir = staticFolder();
    const pointer = join(dir, 'remotes.json');
    pointRemote({ pointer, remote: 'remote-login', version: 'v1' });
    const before = asItIs(pointer);
    const attempt = () => pointRemote({ pointer, remote, version });
    expect(attempt).toThrow(type);
    expect(attempt).toThrow(message);
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
