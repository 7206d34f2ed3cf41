import { pageExit, registerWalletDisconnect, sessionStore, setRuntimeConfig } from '@lender/shared';
import { createMockApi, installMockApi, localRuntimeConfig, reply, route } from '@lender/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { renderShell } from '../testing/render-shell.tsx';
import { LogoutPage } from './LogoutPage.tsx';
import { logout } from '@lender/shared/endpoints/identity';
import { brokerLogout } from '@lender/shared/endpoints/broker';

const api = installMockApi(createMockApi());

const routes = [
  { path: '/auth/logout', element: <LogoutPage /> },
  { path: '/login', element: <h1>Login page</h1> },
];

function storeSession() {
  sessionStore.getState().setJwt('jwt-of-pat');
  sessionStore.getState().setOwnerWallet('tp1owner');
  localStorage.setItem('gatekeep-up', '{"x":1}');
  localStorage.setItem('login-state:abc', '/dashboard');
  localStorage.setItem('wc@2:client//session', '{}');
  localStorage.setItem('lender-consent', '{"analytics":false}');
  sessionStorage.setItem('ownerWallet', 'tp1owner');
}

describe('LogoutPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('disconnects the wallet, sends the removed token, clears the session storage and loads /login anew', async () => {
    storeSession();
    const reload = jest.spyOn(pageExit, 'reload').mockImplementation(() => undefined);
    const order: string[] = [];
    const unregister = registerWalletDisconnect(async () => {
      order.push('disconnect');
    });
    api.use(
      route(logout, (request) => {
        order.push(`logout:${request.headers.get('authorization')}:stored=${localStorage.getItem('jwt')}`);
        return reply({ isBroker: false });
      }),
    );
    renderShell(routes, '/auth/logout');
    expect(screen.getByRole('status')).toHaveTextContent('Logging you out…');
    // A new page, not a route change: nothing of the session stays in the page's memory.
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/login'));
    unregister();
    expect(order).toEqual(['disconnect', 'logout:Bearer jwt-of-pat:stored=null']);
    expect(api.requests[0]!.body).toEqual({ applicationName: 'sign-in' });
    for (const key of ['jwt', 'gatekeep-up', 'login-state:abc', 'wc@2:client//session'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem('ownerWallet')).toBeNull();
    // Not the session's: a privacy choice outlives it.
    expect(localStorage.getItem('lender-consent')).toBe('{"analytics":false}');
    expect(sessionStore.getState()).toMatchObject({ jwt: null, ownerWallet: null, flowRecord: null });
  });

  it('a broker answer leaves for its redirect URL, with storage cleared', async () => {
    storeSession();
    const leave = jest.spyOn(pageExit, 'assign').mockImplementation(() => undefined);
    api.use(
      route(logout, () =>
        reply({ isBroker: true, redirectUrl: 'http://127.0.0.1:4000/identity-broker/signed-out' }),
      ),
    );
    renderShell(routes, '/auth/logout');
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith('http://127.0.0.1:4000/identity-broker/signed-out'),
    );
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(localStorage.getItem('login-state:abc')).toBeNull();
  });

  it('still logs out on this device when the server cannot be reached', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeSession();
    const reload = jest.spyOn(pageExit, 'reload').mockImplementation(() => undefined);
    api.use(route(logout, () => Promise.reject(new TypeError('offline'))));
    renderShell(routes, '/auth/logout');
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/login'));
    expect(localStorage.getItem('jwt')).toBeNull();
  });
});

describe('LogoutPage for the agent audience', () => {
  afterEach(() => {
    setRuntimeConfig(localRuntimeConfig());
    jest.restoreAllMocks();
  });

  it('ends the session through the broker and follows its redirect', async () => {
    setRuntimeConfig(localRuntimeConfig({ audience: 'agent' }));
    sessionStore.getState().setJwt('jwt-of-bo');
    const leave = jest.spyOn(pageExit, 'assign').mockImplementation(() => undefined);
    api.use(
      route(brokerLogout, () =>
        reply({ isBroker: true, redirect: 'http://127.0.0.1:4000/identity-broker/login' }),
      ),
    );
    renderShell(routes, '/auth/logout');
    await waitFor(() => expect(leave).toHaveBeenCalledWith('http://127.0.0.1:4000/identity-broker/login'));
    expect(api.requests[0]!.headers.get('authorization')).toBe('Bearer jwt-of-bo');
    expect(localStorage.getItem('jwt')).toBeNull();
  });
});
