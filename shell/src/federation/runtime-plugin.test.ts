/** @jest-environment node */
import { RemoteRefusedError, type ManifestFacts } from './compatibility.ts';
import { createInstance, getInstance } from '@module-federation/enhanced/runtime';
import shellRuntimePlugin, { uncheckedMessage } from './runtime-plugin.ts';

// The page's federation instance, as the plugin may look it up: none unless a test sets one.
jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual<object>('@module-federation/enhanced/runtime'),
  getInstance: jest.fn(),
}));

/** The federation host as the plugin's `beforeInit` receives it (the fields it reads). */
const host = { version: '2.9.2', options: { shared: { '@lender/shared': [{ version: '0.2.7' }] } } };
const manifestUrl = 'https://static.example/remote-login/1a2b/mf-manifest.json';

const manifestNeeding = (range: string): ManifestFacts => ({
  metaData: { pluginVersion: '2.9.2', buildInfo: { buildVersion: '1a2b' } },
  shared: [{ name: '@lender/shared', requiredVersion: range }],
});

/** The snapshot hook's argument for a manifest just fetched (or a snapshot from the global). */
const snapshotArgs = (manifestJson: ManifestFacts, from: 'manifest' | 'global' = 'manifest') => ({
  options: {},
  moduleInfo: { name: 'remote_login', entry: manifestUrl },
  manifestJson,
  manifestUrl,
  remoteSnapshot: {},
  from,
});

/** The plugin after the host started, with its hooks callable with plain objects. */
function startedPlugin() {
  const plugin = shellRuntimePlugin();
  plugin.beforeInit!({ origin: host } as never);
  return plugin as unknown as {
    loadRemoteSnapshot(args: ReturnType<typeof snapshotArgs>): unknown;
    errorLoadRemote(args: { id: string; error: unknown; lifecycle: string }): unknown;
  };
}

let error: jest.SpyInstance;
let warn: jest.SpyInstance;
beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the snapshot hook', () => {
  it('passes a compatible manifest through unchanged, saying nothing', () => {
    const args = snapshotArgs(manifestNeeding('^0.2.7'));
    expect(startedPlugin().loadRemoteSnapshot(args)).toBe(args);
    expect(error).not.toHaveBeenCalled();
  });

  it('refuses a manifest that needs a newer @lender/shared, naming the remote once on the console', () => {
    const plugin = startedPlugin();
    let thrown: unknown;
    try {
      plugin.loadRemoteSnapshot(snapshotArgs(manifestNeeding('^0.3.0')));
    } catch (caught) {
      thrown = caught;
    }
    expect(thrown).toBeInstanceOf(RemoteRefusedError);
    expect(thrown).toMatchObject({
      container: 'remote_login',
      refusal: { kind: 'shared', needs: '@lender/shared ^0.3.0', provides: '0.2.7' },
    });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      `[federation] remote_login 1a2b (${manifestUrl}) was not loaded: it needs @lender/shared ^0.3.0 and this shell provides 0.2.7`,
    );
  });

  it('refuses a manifest built with another federation version', () => {
    const manifest = { ...manifestNeeding('^0.2.7'), metaData: { pluginVersion: '2.8.0' } };
    expect(() => startedPlugin().loadRemoteSnapshot(snapshotArgs(manifest))).toThrow(
      /remote_login \(no version\) .* built with federation 2\.8\.0 and this shell runs 2\.9\.2/,
    );
  });

  it('leaves a snapshot taken from the global alone (no manifest was fetched)', () => {
    const args = snapshotArgs(manifestNeeding('^0.3.0'), 'global');
    expect(startedPlugin().loadRemoteSnapshot(args)).toBe(args);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('without the host from beforeInit', () => {
  const unstarted = () =>
    shellRuntimePlugin() as unknown as { loadRemoteSnapshot(args: ReturnType<typeof snapshotArgs>): unknown };

  it("refuses with the facts of the page's federation instance", () => {
    jest.mocked(getInstance).mockReturnValue(host as never);
    expect(() => unstarted().loadRemoteSnapshot(snapshotArgs(manifestNeeding('^0.3.0')))).toThrow(
      RemoteRefusedError,
    );
  });

  it('with no instance either, says on the console, once per remote, that it could not check', () => {
    jest.mocked(getInstance).mockReturnValue(null);
    const plugin = unstarted();
    const args = snapshotArgs(manifestNeeding('^0.3.0'));
    expect(plugin.loadRemoteSnapshot(args)).toBe(args);
    expect(plugin.loadRemoteSnapshot(args)).toBe(args);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(uncheckedMessage('remote_login', manifestUrl));
    expect(uncheckedMessage('remote_login', manifestUrl)).toBe(
      `[federation] remote_login (${manifestUrl}): its compatibility with this shell could not be checked (no federation instance found), so it is loaded unchecked`,
    );
    plugin.loadRemoteSnapshot({ ...args, moduleInfo: { ...args.moduleInfo, name: 'remote_register' } });
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('errorLoadRemote', () => {
  it('does not warn again for a refusal, which was reported when it was made', () => {
    const refusal = new RemoteRefusedError(
      'remote_login',
      { kind: 'shared', needs: '@lender/shared ^0.3.0', provides: '0.2.7' },
      'refused',
    );
    expect(
      startedPlugin().errorLoadRemote({
        id: 'remote_login/LoginScreen',
        error: refusal,
        lifecycle: 'onLoad',
      }),
    ).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns for any other failure, naming what failed, and leaves the error to the loader', () => {
    const failure = new TypeError('Failed to fetch');
    expect(
      startedPlugin().errorLoadRemote({
        id: 'remote_login/LoginScreen',
        error: failure,
        lifecycle: 'onLoad',
      }),
    ).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[federation] onLoad failed for remote_login/LoginScreen:', failure);
  });
});

describe('in the federation runtime', () => {
  /** A manifest as a remote's build writes it, needing `range` of @lender/shared. */
  const builtManifest = (name: string, range: string) => ({
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: '1a2b', buildName: '@lender/remote-login' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: name,
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: [
      {
        id: `${name}:@lender/shared`,
        name: '@lender/shared',
        version: '0.2.7',
        requiredVersion: range,
        singleton: true,
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
    ],
    remotes: [],
    exposes: [
      {
        id: `${name}:LoginScreen`,
        name: 'LoginScreen',
        path: './LoginScreen',
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  });

  /**
   * Loads `<name>/LoginScreen` in a runtime like the shell's whose manifest needs `range`;
   * the entry, if the runtime gets that far, is a stand-in container. Each test names its own
   * remote: the runtime keeps snapshots and manifest loads globally, across instances.
   */
  async function load(name: string, range: string) {
    const url = `https://static.example/${name}/mf-manifest.json`;
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json(builtManifest(name, range)));
    const container = { init: jest.fn(), get: jest.fn(async () => () => ({ default: 'LoginScreen' })) };
    // A webpack container: `get` resolves to the module factory (the runtime's type says otherwise).
    const loadEntry = jest.fn(() => container as never);
    const instance = createInstance({
      name: 'shell_test',
      remotes: [{ name, entry: url }],
      shared: {
        '@lender/shared': {
          version: '0.2.7',
          lib: () => ({}),
          shareConfig: { singleton: true, requiredVersion: '^0.2.7' },
        },
      },
      plugins: [shellRuntimePlugin(), { name: 'entry-stand-in', loadEntry }],
    });
    const result = instance.loadRemote(`${name}/LoginScreen`).then(
      (module) => ({ module }),
      (error: unknown) => ({ error }),
    );
    return { result: await result, fetch, loadEntry };
  }

  it('loads a compatible remote: its entry is fetched', async () => {
    const { result, loadEntry } = await load('remote_compatible', '^0.2.7');
    expect(result).toEqual({ module: { default: 'LoginScreen' } });
    expect(loadEntry).toHaveBeenCalledTimes(1);
  });

  it('refuses an incompatible remote from its manifest: its entry is never fetched', async () => {
    const { result, fetch, loadEntry } = await load('remote_newer', '^0.3.0');
    expect('error' in result && result.error).toBeInstanceOf(RemoteRefusedError);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(loadEntry).not.toHaveBeenCalled();
  });
});
