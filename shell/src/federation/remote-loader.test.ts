import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { localRuntimeConfig } from '@lender/shared/testing';
import type * as RemoteLoader from './remote-loader.ts';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const LoginScreen = () => null;
type Loader = typeof RemoteLoader;
let loader: Loader;

beforeEach(() => {
  jest.mocked(loadRemote).mockReset();
  jest.mocked(registerRemotes).mockReset();
  // Each test starts with the loader's caches empty.
  jest.isolateModules(() => {
    loader = jest.requireActual<Loader>('./remote-loader.ts');
  });
});

describe('startLoadingScreenAt: the opened page starts loading its screen before the first render', () => {
  it('starts the screen of an open route, and the route takes that load instead of a second one', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: LoginScreen });
    loader.startLoadingScreenAt('/auth/login/');
    expect(loadRemote).toHaveBeenCalledWith('remote_login/LoginScreen');
    await expect(loader.loadRemoteScreen('remote_login/LoginScreen', 1000).screen).resolves.toBe(LoginScreen);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it.each(['/auth/wallet/create-wallet', '/terms/', '/nowhere'])(
    'starts nothing at %s (guarded, or not a remote)',
    (path) => {
      loader.startLoadingScreenAt(path);
      expect(loadRemote).not.toHaveBeenCalled();
    },
  );

  it('hands a failed early load to the route, and a retry goes back to the network', async () => {
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('remote down'));
    loader.startLoadingScreenAt('/auth/register');
    await expect(loader.loadRemoteScreen('remote_register/RegisterScreen', 1000).screen).rejects.toThrow(
      'remote down',
    );
    jest.mocked(loadRemote).mockResolvedValueOnce({ default: LoginScreen });
    loader.resetRemote('remote_register/RegisterScreen');
    await expect(loader.loadRemoteScreen('remote_register/RegisterScreen', 1000).screen).resolves.toBe(
      LoginScreen,
    );
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});

describe('usedRemoteEntries: which remotes this tab has used, and from where', () => {
  const config = localRuntimeConfig();

  it('records a container once something of it has loaded, with the entry it was registered with', async () => {
    loader.registerRemotesFromConfig(config);
    jest.mocked(loadRemote).mockResolvedValue({ default: LoginScreen });
    expect(loader.usedRemoteEntries()).toEqual({});
    await loader.loadRemoteScreen('remote_login/LoginScreen', 1000).screen;
    await loader.loadRemoteComponent('remote_wallet/WalletModal', 1000).screen;
    expect(loader.usedRemoteEntries()).toEqual({
      remote_login: config.remotes.remote_login,
      remote_wallet: config.remotes.remote_wallet,
    });
  });

  it('leaves out a remote whose load failed or was only started early', async () => {
    loader.registerRemotesFromConfig(config);
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('remote down'));
    await expect(loader.loadRemoteScreen('remote_register/RegisterScreen', 1000).screen).rejects.toThrow();
    jest.mocked(loadRemote).mockResolvedValueOnce({});
    await expect(loader.loadRemoteScreen('remote_login/LoginScreen', 1000).screen).rejects.toThrow(
      'no default export',
    );
    jest.mocked(loadRemote).mockResolvedValueOnce({ default: LoginScreen });
    loader.startLoadingScreenAt('/auth/login');
    expect(loader.usedRemoteEntries()).toEqual({});
  });

  it('hands out a copy: the caller cannot change what the loader recorded', async () => {
    loader.registerRemotesFromConfig(config);
    jest.mocked(loadRemote).mockResolvedValue({ default: LoginScreen });
    await loader.loadRemoteScreen('remote_login/LoginScreen', 1000).screen;
    delete loader.usedRemoteEntries().remote_login;
    expect(loader.usedRemoteEntries()).toHaveProperty('remote_login');
  });
});
