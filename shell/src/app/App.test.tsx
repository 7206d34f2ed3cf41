import { brands, setRuntimeConfig } from '@lender/shared';
import { localRuntimeConfig } from '@lender/shared/testing';
import { render, screen } from '@testing-library/react';
import * as loader from '../federation/remote-loader.ts';
import { App } from './App.tsx';

jest.mock('../federation/remote-loader.ts', () => ({
  cachedScreen: jest.fn(),
  loadRemoteScreen: jest.fn(),
  resetRemote: jest.fn(),
  usedRemoteEntries: () => ({}),
  RemoteTimeoutError: class RemoteTimeoutError extends Error {},
}));
jest.mock('../layout/banners/load-banners.ts', () => ({
  ...jest.requireActual<object>('../layout/banners/load-banners.ts'),
  takeBanners: () => Promise.resolve([]),
}));
jest.mock('../telemetry/page-telemetry.ts', () => ({ trackPageView: jest.fn() }));

const renderAt = (path: string) => {
  window.history.replaceState(null, '', path);
  return render(<App brand={brands.own} page={{ orgInfo: null }} />);
};

beforeAll(() => setRuntimeConfig(localRuntimeConfig()));

// Restored after each test, not at a test's end: a failing assertion must not leave it mocked.
let fetch: jest.SpyInstance | undefined;
afterEach(() => {
  fetch?.mockRestore();
  fetch = undefined;
});

describe('App: the route table in the browser router', () => {
  it('redirects /login to the login route, keeping the query, and renders the remote screen there', async () => {
    jest.mocked(loader.cachedScreen).mockReturnValue(() => <h1>Log in to Keystone Home Lending</h1>);
    renderAt('/login?email=pat%40example.com');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to Keystone Home Lending' }),
    ).toBeVisible();
    expect(window.location.pathname + window.location.search).toBe('/auth/login?email=pat%40example.com');
    expect(loader.cachedScreen).toHaveBeenCalledWith('remote_login/LoginScreen');
  });

  it("renders the shell's own pages inside its frame", async () => {
    renderAt('/terms/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
  });

  it('renders the diagnostics page, titled, with every remote down', async () => {
    fetch = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/diagnostics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Diagnostics' })).toBeVisible();
    expect(await screen.findByText('Checked 4 remotes: 0 loaded, 0 refused, 4 unreachable.')).toBeVisible();
    expect(document.title).toMatch(/^Diagnostics \| /);
    expect(loader.loadRemoteScreen).not.toHaveBeenCalled();
  });
});
