import { CHECK_INTERVAL_MS, type RemoteEntries } from './update-rules.ts';
import { createUpdateChecker, RUNTIME_CONFIG_PATH } from './update-checker.ts';
import { LOADED, MOVED, pointerAnswer, pointerJson } from './update-fixtures.ts';

function setup(
  answer: () => Response | Promise<Response> = () => pointerAnswer(MOVED),
  runs: (manifestUrl: string) => Promise<boolean> = async () => true,
) {
  let now = 1_000_000;
  let used: RemoteEntries = { remote_login: LOADED };
  const fetch = jest.fn<Promise<Response>, Parameters<typeof globalThis.fetch>>(async () => answer());
  const runsHere = jest.fn(runs);
  const checker = createUpdateChecker({ fetch, usedEntries: () => used, now: () => now, runs: runsHere });
  return {
    checker,
    fetch,
    runsHere,
    advance: (ms: number) => (now += ms),
    use: (entries: RemoteEntries) => (used = entries),
  };
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('the new-version checker', () => {
  it('reads the pointer of this origin, never from a cache, and names the used remotes that moved', async () => {
    const { checker, fetch } = setup();
    await expect(checker.check()).resolves.toEqual(['remote_login']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe(RUNTIME_CONFIG_PATH);
    expect(RUNTIME_CONFIG_PATH).toBe('/runtime-config.json');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ cache: 'no-store' });
  });

  it('names a moved remote only when this shell can run its new manifest (a reload would show the fallback)', async () => {
    const { checker, runsHere } = setup(undefined, async () => true);
    await expect(checker.check()).resolves.toEqual(['remote_login']);
    expect(runsHere).toHaveBeenCalledWith(MOVED);
  });

  it.each<[string, (manifestUrl: string) => Promise<boolean>]>([
    ['whose new manifest is refused or unreachable', async () => false],
    ['whose manifest check rejects', () => Promise.reject(new Error('check failed'))],
  ])('does not name a moved remote %s', async (_, runs) => {
    const { checker, runsHere } = setup(() => pointerAnswer(MOVED), runs);
    await expect(checker.check()).resolves.toEqual([]);
    expect(runsHere).toHaveBeenCalledWith(MOVED);
  });

  it('checks only the manifests of remotes that moved', async () => {
    const { checker, runsHere } = setup(() => pointerAnswer(LOADED));
    await expect(checker.check()).resolves.toEqual([]);
    expect(runsHere).not.toHaveBeenCalled();
  });

  it('finds nothing when the used remote is where this tab loaded it', async () => {
    const { checker } = setup(() => pointerAnswer(LOADED));
    await expect(checker.check()).resolves.toEqual([]);
  });

  it('asks at most once a minute', async () => {
    const { checker, fetch, advance } = setup();
    await checker.check();
    advance(CHECK_INTERVAL_MS - 1);
    await expect(checker.check()).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    advance(1);
    await expect(checker.check()).resolves.toEqual(['remote_login']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not ask before this tab has used a remote, and that does not use up the minute', async () => {
    const { checker, fetch, use } = setup();
    use({});
    await expect(checker.check()).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    use({ remote_login: LOADED });
    await expect(checker.check()).resolves.toEqual(['remote_login']);
  });

  it('compares with what this tab used when the answer arrives', async () => {
    const { checker, use } = setup(() => {
      // The wallet's modal loaded, from an older version, while the request was out.
      use({ remote_login: LOADED, remote_wallet: 'http://127.0.0.1:3003/v0/mf-manifest.json' });
      return pointerAnswer(LOADED);
    });
    await expect(checker.check()).resolves.toEqual(['remote_wallet']);
  });

  it('rejects nothing even when the record of used remotes fails', async () => {
    const checker = createUpdateChecker({
      fetch: jest.fn(),
      usedEntries: () => {
        throw new TypeError('usedEntries is not a function');
      },
    });
    await expect(checker.check()).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each<[string, () => Response | Promise<Response>]>([
    ['a failed request', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'an error status, whatever its body',
      () => Response.json(pointerJson({ remote_login: MOVED }), { status: 503 }),
    ],
    ['an answer that is not JSON', () => new Response('<html>', { status: 200 })],
    ['a configuration the schema refuses', () => Response.json({ remotes: { remote_login: MOVED } })],
  ])('ignores %s: nothing found, nothing thrown, and no second try within the minute', async (_, answer) => {
    const { checker, fetch, advance } = setup(answer);
    await expect(checker.check()).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    advance(CHECK_INTERVAL_MS - 1);
    await expect(checker.check()).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
