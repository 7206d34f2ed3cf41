/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEFAULT_POINTER_MAX_AGE_MS,
  parsePointer,
  pointerProblems,
  pointerLocation,
  pointerMaxAgeFromEnv,
  PointerError,
  RemotePointer,
} from './remote-pointer.ts';

describe('pointerLocation', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['/srv/static/remotes.json', { kind: 'file', path: '/srv/static/remotes.json' }],
    ['deploy/remotes.json', { kind: 'file', path: 'deploy/remotes.json' }],
    [
      'https://cdn.lender.example/remotes.json',
      { kind: 'address', url: new URL('https://cdn.lender.example/remotes.json') },
    ],
    [
      'http://127.0.0.1:8080/remotes.json',
      { kind: 'address', url: new URL('http://127.0.0.1:8080/remotes.json') },
    ],
    [
      'http://localhost:8080/remotes.json',
      { kind: 'address', url: new URL('http://localhost:8080/remotes.json') },
    ],
    ['http://[::1]:8080/remotes.json', { kind: 'address', url: new URL('http://[::1]:8080/remotes.json') }],
  ])('%s is %j', (value, expected) => {
    expect(pointerLocation(value)).toEqual(expected);
  });

  it.each([
    'http://cdn.lender.example/remotes.json',
    'http://127.0.0.1.cdn.lender.example/remotes.json',
    'http://localhost.cdn.lender.example/remotes.json',
    'ftp://cdn.lender.example/remotes.json',
    'https://',
  ])('refuses %s, saying what it may be', (value) => {
    expect(() => pointerLocation(value)).toThrow(
      new PointerError(
        `REMOTES_FILE="${value}" must be a file, an https: address, or an http: address of a loopback host`,
      ),
    );
  });
});

describe('parsePointer', () => {
  const address = new URL('https://cdn.lender.example/remotes/remotes.json');

  it.each([
    ['not JSON', '{"remote_login":', /^https:\/\/cdn\.lender\.example\/remotes\/remotes\.json is not JSON: /],
    ['an array', '["a"]', /must be an object of remote name to manifest URL$/],
    ['null', 'null', /must be an object of remote name to manifest URL$/],
    ['a string', '"remote-login/v1/mf-manifest.json"', /must be an object of remote name to manifest URL$/],
    ['an entry that is not a string', '{"remote_login": 7}', /remotes\.json: "remote_login" must be a URL$/],
  ])('refuses %s', (_what, text, message) => {
    expect(() => parsePointer(text, address)).toThrow(PointerError);
    expect(() => parsePointer(text, address)).toThrow(message);
  });

  it('resolves relative entries against the address the document came from', () => {
    const document = {
      remote_login: 'remote-login/v2/mf-manifest.json',
      remote_register: '/elsewhere/mf-manifest.json',
      remote_wallet: 'https://wallet.cdn.example/v9/mf-manifest.json',
      remote_onboarding: 'remote-onboarding/v1/mf-manifest.json',
    };
    expect(parsePointer(JSON.stringify(document), address)).toEqual({
      remote_login: 'https://cdn.lender.example/remotes/remote-login/v2/mf-manifest.json',
      remote_register: 'https://cdn.lender.example/elsewhere/mf-manifest.json',
      remote_wallet: 'https://wallet.cdn.example/v9/mf-manifest.json',
      remote_onboarding: 'https://cdn.lender.example/remotes/remote-onboarding/v1/mf-manifest.json',
    });
  });

  it("leaves a file's entries as they are, and refuses them as the pointer unless all four are absolute", () => {
    const document = {
      remote_login: 'remote-login/v2/mf-manifest.json',
      remote_wallet: 'https://w.example/m.json',
    };
    const file = '/srv/static/remotes.json';
    expect(parsePointer(JSON.stringify(document), file, { complete: false })).toEqual(document);
    expect(() => parsePointer(JSON.stringify(document), file)).toThrow(
      '/srv/static/remotes.json: no entry for remote_register; no entry for remote_onboarding; ' +
        'remote_login: "remote-login/v2/mf-manifest.json" is not an absolute http(s) address',
    );
    expect(() => parsePointer('[]', '/srv/static/remotes.json')).toThrow(
      /^\/srv\/static\/remotes\.json must be/,
    );
  });
});

describe('pointerProblems', () => {
  const complete = {
    remote_login: 'https://cdn.example/l/mf-manifest.json',
    remote_register: 'https://cdn.example/r/mf-manifest.json',
    remote_wallet: 'https://cdn.example/w/mf-manifest.json',
    remote_onboarding: 'https://cdn.example/o/mf-manifest.json',
  };
  it.each([
    ['all four, absolute', complete, []],
    ['one missing', { ...complete, remote_wallet: undefined }, ['no entry for remote_wallet']],
    [
      'a mistyped name',
      { ...complete, remote_logn: 'https://cdn.example/x.json' },
      ['"remote_logn" is not a remote (remote_login, remote_register, remote_wallet, remote_onboarding)'],
    ],
    [
      'not http(s)',
      { ...complete, remote_login: 'ftp://cdn.example/l.json' },
      ['remote_login: "ftp://cdn.example/l.json" is not an absolute http(s) address'],
    ],
  ])('%s', (_case, entries, problems) => {
    const defined = Object.fromEntries(
      Object.entries(entries).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    expect(pointerProblems(defined)).toEqual(problems);
  });
});

describe('pointerMaxAgeFromEnv', () => {
  it.each([
    [undefined, DEFAULT_POINTER_MAX_AGE_MS],
    ['', 5000],
    ['0', 0],
    ['60000', 60000],
    ['250', 250],
  ])('REMOTES_CACHE_MS=%j is %i ms', (value, expected) => {
    expect(pointerMaxAgeFromEnv({ REMOTES_CACHE_MS: value })).toBe(expected);
  });

  it.each(['-1', '60001', '1.5', 'x', '5s'])('refuses REMOTES_CACHE_MS=%s', (value) => {
    expect(() => pointerMaxAgeFromEnv({ REMOTES_CACHE_MS: value })).toThrow(
      new PointerError(`REMOTES_CACHE_MS="${value}" must be a whole number of milliseconds from 0 to 60000`),
    );
  });
});

describe('RemotePointer at an address', () => {
  const url = new URL('https://cdn.lender.example/remotes.json');
  const others = {
    remote_register: 'https://cdn.lender.example/remote-register/r1/mf-manifest.json',
    remote_wallet: 'https://cdn.lender.example/remote-wallet/w1/mf-manifest.json',
    remote_onboarding: 'https://cdn.lender.example/remote-onboarding/o1/mf-manifest.json',
  };
  const documentOf = (version: string) => ({
    remote_login: `remote-login/${version}/mf-manifest.json`,
    ...others,
  });
  const entriesOf = (version: string) => ({
    remote_login: `https://cdn.lender.example/remote-login/${version}/mf-manifest.json`,
    ...others,
  });
  const ok = (version: string) => new Response(JSON.stringify(documentOf(version)));

  /** A pointer on a clock the test moves, whose fetch answers what the test queues. */
  function pointerWith(answers: (() => Promise<Response>)[]) {
    const clock = { now: 1_000 };
    const fetch = jest.fn((_url: URL, _init?: RequestInit) => {
      const next = answers.shift();
      if (!next) throw new Error('no answer queued');
      return next();
    });
    const log = jest.fn<void, [string]>();
    const pointer = new RemotePointer(
      { kind: 'address', url },
      { maxAgeMs: 5_000, now: () => clock.now, fetch: fetch as unknown as typeof globalThis.fetch, log },
    );
    return { pointer, fetch, log, clock };
  }
  const failure = () => Promise.reject(new TypeError('fetch failed'));

  it('reads the document once within its max age, asking for JSON, and again after', async () => {
    const { pointer, fetch, clock } = pointerWith([async () => ok('v1'), async () => ok('v2')]);
    expect(await pointer.current()).toEqual(entriesOf('v1'));
    clock.now += 4_999;
    expect(await pointer.current()).toEqual(entriesOf('v1'));
    expect(await pointer.current()).toEqual(entriesOf('v1'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toEqual(url);
    expect(fetch.mock.calls[0]![1]?.headers).toEqual({ accept: 'application/json' });
    clock.now += 1;
    expect(await pointer.current()).toEqual(entriesOf('v2'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shares one read between the pages asking at the same time', async () => {
    let answer!: (response: Response) => void;
    const { pointer, fetch } = pointerWith([() => new Promise((resolve) => (answer = resolve))]);
    const pages = [pointer.current(), pointer.current(), pointer.current()];
    answer(ok('v1'));
    expect(await Promise.all(pages)).toEqual([entriesOf('v1'), entriesOf('v1'), entriesOf('v1')]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a failed fetch', failure, /fetch failed/],
    [
      'a non-OK status',
      async () => new Response('gone', { status: 503 }),
      /^https:\/\/cdn\.lender\.example\/remotes\.json answered 503$/,
    ],
    ['a document that is not JSON', async () => new Response('<html>'), /is not JSON/],
  ])(
    'rejects on %s before any document was read, and tries again on the next call',
    async (_what, answer, message) => {
      const { pointer, fetch } = pointerWith([answer, async () => ok('v1')]);
      await expect(pointer.current()).rejects.toThrow(message);
      expect(await pointer.current()).toEqual(entriesOf('v1'));
      expect(fetch).toHaveBeenCalledTimes(2);
    },
  );

  it.each([
    ['a failed fetch', failure, 'fetch failed'],
    ['a non-OK status', async () => new Response('', { status: 500 }), 'answered 500'],
  ])(
    'serves the last document after %s, logs it once, and waits its max age to try again',
    async (_what, answer, logged) => {
      const { pointer, fetch, log, clock } = pointerWith([
        async () => ok('v1'),
        answer,
        async () => ok('v2'),
      ]);
      await pointer.current();
      clock.now += 5_000;
      expect(await pointer.current()).toEqual(entriesOf('v1'));
      expect(await pointer.current()).toEqual(entriesOf('v1'));
      clock.now += 4_999;
      expect(await pointer.current()).toEqual(entriesOf('v1'));
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]![0]).toContain(logged);
      expect(log.mock.calls[0]![0]).toMatch(/^\[remote pointer\] .*; still serving what it said before$/);
      clock.now += 1;
      expect(await pointer.current()).toEqual(entriesOf('v2'));
      expect(fetch).toHaveBeenCalledTimes(3);
    },
  );
});

describe('RemotePointer at a file', () => {
  it('reads the file again on every call (a moved pointer shows on the next page)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pointer-')), 'remotes.json');
    const fetch = jest.fn();
    const pointer = new RemotePointer({ kind: 'file', path: file }, { fetch, now: () => 0 });
    const entries = (version: string) => ({
      remote_login: `https://cdn.example/${version}/mf-manifest.json`,
      remote_register: 'https://cdn.example/r/mf-manifest.json',
      remote_wallet: 'https://cdn.example/w/mf-manifest.json',
      remote_onboarding: 'https://cdn.example/o/mf-manifest.json',
    });
    writeFileSync(file, '[]');
    await expect(pointer.current()).rejects.toThrow(PointerError);
    writeFileSync(file, JSON.stringify(entries('v1')));
    expect(await pointer.current()).toEqual(entries('v1'));
    writeFileSync(file, JSON.stringify(entries('v2')));
    expect(await pointer.current()).toEqual(entries('v2'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps serving the last usable document when the file becomes unusable (half written, one remote)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pointer-')), 'remotes.json');
    const log = jest.fn<void, [string]>();
    const pointer = new RemotePointer({ kind: 'file', path: file }, { now: () => 0, log });
    const good = {
      remote_login: 'https://cdn.example/l/mf-manifest.json',
      remote_register: 'https://cdn.example/r/mf-manifest.json',
      remote_wallet: 'https://cdn.example/w/mf-manifest.json',
      remote_onboarding: 'https://cdn.example/o/mf-manifest.json',
    };
    writeFileSync(file, JSON.stringify(good));
    expect(await pointer.current()).toEqual(good);
    writeFileSync(file, JSON.stringify({ remote_login: 'https://cdn.example/l2/mf-manifest.json' }));
    expect(await pointer.current()).toEqual(good);
    expect(log.mock.calls[0]![0]).toMatch(/no entry for remote_register.*still serving what it said before$/);
  });
});
