import { announce, setRuntimeConfig } from '@lender/shared';
import { type RemoteScreen } from '@lender/shared/contracts';
import { localRuntimeConfig, renderWithProviders } from '@lender/shared/testing';
import { getInstance } from '@module-federation/enhanced/runtime';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REFUSAL_SENTENCES } from '../federation/compatibility.ts';
import * as loader from '../federation/remote-loader.ts';
import DiagnosticsPage from './DiagnosticsPage.tsx';

jest.mock('@lender/shared', () => ({
  ...jest.requireActual<object>('@lender/shared'),
  announce: jest.fn(),
}));
jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn() }));
jest.mock('../federation/remote-loader.ts', () => ({
  cachedScreen: jest.fn(),
  loadRemoteScreen: jest.fn(),
  resetRemote: jest.fn(),
  RemoteTimeoutError: class RemoteTimeoutError extends Error {},
}));

const config = localRuntimeConfig();
const { remotes } = config;
const host = { version: '2.9.2', options: { shared: { '@lender/shared': [{ version: '0.2.7' }] } } };

const manifestNeeding = (range: string, buildVersion: string) =>
  Response.json({
    id: 'x',
    name: 'x',
    metaData: { pluginVersion: '2.9.2', buildInfo: { buildVersion } },
    shared: [{ name: '@lender/shared', requiredVersion: range }],
    remotes: [],
    exposes: [],
  });

/** What each manifest address answers, by container; replaced by a test to change the answers. */
let answers: Record<string, () => Promise<Response>>;
let fetchMock: jest.SpyInstance;
/** The screens this tab has loaded (the loader's cache). */
let cached: Set<string>;

beforeAll(() => setRuntimeConfig(config));

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getInstance).mockReturnValue(host as never);
  const Screen: RemoteScreen = () => null;
  // As the loader does: a screen loaded is cached for the tab.
  cached = new Set();
  jest.mocked(loader.cachedScreen).mockImplementation((id) => (cached.has(id) ? Screen : undefined));
  jest.mocked(loader.loadRemoteScreen).mockImplementation((id) => ({
    screen: Promise.resolve(Screen).then((loaded) => (cached.add(id), loaded)),
    deadline: new Promise<never>(() => undefined),
    cancel: jest.fn(),
  }));
  answers = {
    remote_login: async () => manifestNeeding('^0.2.7', 'login-1'),
    remote_register: async () => manifestNeeding('^0.3.0', 'register-2'),
    remote_wallet: async () => new Response('Not found', { status: 404 }),
    remote_onboarding: () => Promise.reject(new TypeError('Failed to fetch')),
  };
  fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const container = Object.entries(remotes).find(([, url]) => url === input)![0];
    return answers[container]!();
  });
});

afterEach(() => jest.restoreAllMocks());

const rowOf = (container: string) => screen.getByRole('row', { name: new RegExp(`^${container} `) });
const stateOf = (container: string) => within(rowOf(container)).getAllByRole('cell')[2]!;
const versionOf = (container: string) => within(rowOf(container)).getAllByRole('cell')[1]!;
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => (resolve = res));
  return { promise, resolve };
}

const SUMMARY = 'Checked 4 remotes: 1 loaded, 1 refused, 2 unreachable.';

describe('DiagnosticsPage', () => {
  it('is a table of the remotes, each checking until its answer, and not indexed', async () => {
    renderWithProviders(<DiagnosticsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Diagnostics' })).toBeInTheDocument();
    const table = screen.getByRole('table', {
      name: 'Each remote of this site: its location, version and state',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Remote', 'Location', 'Version', 'State']);
    for (const [container, url] of Object.entries(remotes)) {
      expect(within(rowOf(container)).getByRole('rowheader')).toHaveTextContent(container);
      expect(within(rowOf(container)).getByRole('link', { name: url })).toHaveAttribute('href', url);
      expect(stateOf(container)).toHaveTextContent('Checking…');
    }
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await screen.findByText(SUMMARY);
  });

  it('shows each state: loaded, refused with the reason, unreachable with what failed', async () => {
    renderWithProviders(<DiagnosticsPage />);
    expect(await screen.findByText(SUMMARY)).toBeInTheDocument();

    expect(stateOf('remote_login')).toHaveTextContent(/^Loaded$/);
    expect(versionOf('remote_login')).toHaveTextContent('login-1');
    expect(stateOf('remote_register')).toHaveTextContent(
      `Refused${REFUSAL_SENTENCES.shared} Needs @lender/shared ^0.3.0, this site provides 0.2.7.`,
    );
    expect(versionOf('remote_register')).toHaveTextContent('register-2');
    expect(stateOf('remote_wallet')).toHaveTextContent('UnreachableIts manifest answered HTTP 404.');
    expect(versionOf('remote_wallet')).toHaveTextContent('Unknown');
    expect(stateOf('remote_onboarding')).toHaveTextContent(/^Unreachable.*network error/);

    // Manifests fetched afresh, bounded; only the compatible remote's code loaded: the refused one ran nothing.
    expect(fetchMock).toHaveBeenCalledWith(remotes.remote_login, {
      cache: 'no-store',
      signal: expect.any(AbortSignal) as AbortSignal,
    });
    expect(jest.mocked(loader.loadRemoteScreen).mock.calls).toEqual([['remote_login/LoginScreen', 10_000]]);
    expect(announce).toHaveBeenCalledTimes(1);
    expect(announce).toHaveBeenCalledWith(SUMMARY);
  });

  it('resets, on its first check too, a remote of which this tab holds no screen, and only that', async () => {
    // remote_login failed earlier in this tab: the runtime may still hold that failure.
    cached.add('remote_register/RegisterScreen');
    answers.remote_register = async () => manifestNeeding('^0.2.7', 'register-1');
    renderWithProviders(<DiagnosticsPage />);
    await screen.findByText('Checked 4 remotes: 2 loaded, 0 refused, 2 unreachable.');
    expect(jest.mocked(loader.resetRemote).mock.calls).toEqual([['remote_login/LoginScreen']]);
  });

  it('reports a remote whose code fails to load as unreachable', async () => {
    jest.mocked(loader.loadRemoteScreen).mockImplementation(() => ({
      screen: Promise.reject(new Error('Loading script failed.')),
      deadline: new Promise<never>(() => undefined),
      cancel: jest.fn(),
    }));
    renderWithProviders(<DiagnosticsPage />);
    await screen.findByText('Checked 4 remotes: 0 loaded, 1 refused, 3 unreachable.');
    expect(stateOf('remote_login')).toHaveTextContent(
      'UnreachableIts code failed to load: Loading script failed.',
    );
    expect(versionOf('remote_login')).toHaveTextContent('login-1');
  });

  it('checks again on "Check again", from the keyboard, resetting only the remotes that did not load', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DiagnosticsPage />);
    await screen.findByText(SUMMARY);
    // The first run reset remote_login, of which the tab held no screen yet; now it does.
    expect(jest.mocked(loader.resetRemote).mock.calls).toEqual([['remote_login/LoginScreen']]);
    jest.mocked(loader.resetRemote).mockClear();

    // A deploy fixed the wallet's address; the onboarding remote now hangs. Every answer waits
    // for the test, so the rows are seen checking again first.
    const answered = deferred();
    const after = (answer: () => Promise<Response>) => () => answered.promise.then(answer);
    answers = {
      remote_login: after(answers.remote_login!),
      remote_register: after(answers.remote_register!),
      remote_wallet: after(async () => manifestNeeding('^0.2.0', 'wallet-3')),
      remote_onboarding: () => new Promise<Response>(() => undefined),
    };
    // After the four manifest links, the button.
    for (const url of Object.values(remotes)) {
      await user.tab();
      expect(screen.getByRole('link', { name: url })).toHaveFocus();
    }
    await user.tab();
    expect(screen.getByRole('button', { name: 'Check again' })).toHaveFocus();
    await user.keyboard('{Enter}');

    for (const container of Object.keys(remotes)) expect(stateOf(container)).toHaveTextContent('Checking…');
    expect(screen.getByText('Checking the remotes…')).toBeInTheDocument();
    await act(async () => answered.resolve());
    expect(await within(rowOf('remote_wallet')).findByText('Loaded')).toBeInTheDocument();
    expect(versionOf('remote_wallet')).toHaveTextContent('wallet-3');
    expect(stateOf('remote_onboarding')).toHaveTextContent('Checking…');
    expect(screen.getByText('Checking the remotes…')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(8);
    expect(loader.resetRemote).toHaveBeenCalledTimes(1);
    expect(loader.resetRemote).toHaveBeenCalledWith('remote_wallet/CreateWalletScreen');
    // Announced once per finished run: the second is not over.
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it("answers every row when the shell's runtime is not there", async () => {
    jest.mocked(getInstance).mockReturnValue(null);
    renderWithProviders(<DiagnosticsPage />);
    await screen.findByText('Checked 4 remotes: 0 loaded, 0 refused, 4 unreachable.');
    expect(stateOf('remote_login')).toHaveTextContent(
      "UnreachableIt could not be checked: the shell's federation runtime has not started",
    );
  });
});
