import { type RemoteScreen } from '@lender/shared/contracts';
import { setRuntimeConfig } from '@lender/shared';
import { localRuntimeConfig, renderWithProviders } from '@lender/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REFUSAL_SENTENCES, RemoteRefusedError } from './compatibility.ts';
import { RemoteRoute } from './RemoteRoute.tsx';
import { UNAVAILABLE_HEADING, UNAVAILABLE_TEXT } from './RemoteStatus.tsx';
import { pageReload } from './page-reload.ts';
import * as loader from './remote-loader.ts';

jest.mock('./remote-loader.ts', () => ({
  cachedScreen: jest.fn(),
  loadRemoteScreen: jest.fn(),
  resetRemote: jest.fn(),
  RemoteTimeoutError: class RemoteTimeoutError extends Error {},
}));

const mocked = jest.mocked(loader);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

function stubLoad() {
  const screen = deferred<RemoteScreen>();
  const deadline = deferred<never>();
  mocked.loadRemoteScreen.mockReturnValueOnce({
    screen: screen.promise as never,
    deadline: deadline.promise,
    cancel: jest.fn(),
  });
  return { screen, deadline };
}

const Login = () => <h1>Log in to Keystone Home Lending</h1>;

beforeAll(() => setRuntimeConfig(localRuntimeConfig()));

beforeEach(() => jest.resetAllMocks());

describe('RemoteRoute', () => {
  it('shows a spinner, then the remote screen', async () => {
    const load = stubLoad();
    renderWithProviders(<RemoteRoute id="remote_login/LoginScreen" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(mocked.loadRemoteScreen).toHaveBeenCalledWith('remote_login/LoginScreen', 2000);
    await act(async () => load.screen.resolve(Login));
    expect(screen.getByRole('heading', { name: 'Log in to Keystone Home Lending' })).toBeInTheDocument();
  });

  it('renders a screen loaded before without a spinner', () => {
    mocked.cachedScreen.mockReturnValue(Login);
    renderWithProviders(<RemoteRoute id="remote_login/LoginScreen" />);
    expect(screen.getByRole('heading', { name: 'Log in to Keystone Home Lending' })).toBeInTheDocument();
    expect(mocked.loadRemoteScreen).not.toHaveBeenCalled();
  });

  it('shows the fallback when the load fails, and Retry resets the remote and loads again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = stubLoad();
    renderWithProviders(<RemoteRoute id="remote_register/RegisterScreen" />);
    await act(async () => first.screen.reject(new Error('connection refused')));
    const heading = screen.getByRole('heading', { name: 'This section is temporarily unavailable' });
    expect(screen.getByRole('alert')).toContainElement(heading);
    expect(heading).toHaveFocus();

    const second = stubLoad();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(mocked.resetRemote).toHaveBeenCalledWith('remote_register/RegisterScreen');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => second.screen.resolve(() => <h1>Create your login</h1>));
    expect(screen.getByRole('heading', { name: 'Create your login' })).toBeInTheDocument();
  });

  it('keeps the generic text for a failure that is not a refusal', async () => {
    const load = stubLoad();
    renderWithProviders(<RemoteRoute id="remote_login/LoginScreen" />);
    await act(async () => load.screen.reject(new Error('connection refused')));
    expect(screen.getByRole('alert')).toHaveTextContent(UNAVAILABLE_TEXT);
  });

  it.each([
    ['needs a newer @lender/shared', { kind: 'shared', needs: '@lender/shared ^0.3.0', provides: '0.2.7' }],
    ['was built with another federation version', { kind: 'federation', needs: '2.8.0', provides: '2.9.2' }],
  ] as const)(
    'says why when the shell refused the remote (it %s), and Retry reloads the page',
    async (_, refusal) => {
      const first = stubLoad();
      renderWithProviders(<RemoteRoute id="remote_login/LoginScreen" />);
      await act(async () => first.screen.reject(new RemoteRefusedError('remote_login', refusal, 'refused')));
      const alert = screen.getByRole('alert');
      expect(screen.getByRole('heading', { name: UNAVAILABLE_HEADING })).toHaveFocus();
      expect(alert).toHaveTextContent(REFUSAL_SENTENCES[refusal.kind]);
      expect(alert).not.toHaveTextContent(UNAVAILABLE_TEXT);

      // The same manifest would be refused again: Retry reloads the page, which reads the pointer anew.
      const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(reload).toHaveBeenCalledTimes(1);
      expect(mocked.resetRemote).not.toHaveBeenCalled();
      expect(mocked.loadRemoteScreen).toHaveBeenCalledTimes(1);
      reload.mockRestore();
    },
  );

  it('shows the fallback at the deadline, and the screen if it still arrives', async () => {
    const load = stubLoad();
    renderWithProviders(<RemoteRoute id="remote_login/LoginScreen" />);
    await act(async () =>
      load.deadline.reject(new mocked.RemoteTimeoutError('remote_login/LoginScreen', 2000)),
    );
    expect(
      screen.getByRole('heading', { name: 'This section is temporarily unavailable' }),
    ).toBeInTheDocument();
    await act(async () => load.screen.resolve(Login));
    expect(screen.getByRole('heading', { name: 'Log in to Keystone Home Lending' })).toBeInTheDocument();
  });

  it('contains a remote screen that throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = stubLoad();
    const Broken = () => {
      throw new Error('remote bug');
    };
    renderWithProviders(<RemoteRoute id="remote_wallet/CreateWalletScreen" />);
    await act(async () => load.screen.resolve(Broken));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
