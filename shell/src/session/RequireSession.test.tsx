import { pageExit, sessionStore } from '@lender/shared';
import { createMockApi, installMockApi, reply, replyErrors, route } from '@lender/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { renderShell } from '../testing/render-shell.tsx';
import { RequireSession } from './RequireSession.tsx';
import { loginRedirect, sessionCheck } from '@lender/shared/endpoints/identity';

const api = installMockApi(createMockApi());

const routes = [
  { path: '/auth/login', element: <h1>Login page</h1> },
  {
    element: <RequireSession />,
    children: [{ path: '/auth/wallet/create-wallet', element: <h1>Create Wallet</h1> }],
  },
];
const guarded = '/auth/wallet/create-wallet?redirectUrl=%2Fdashboard';

const sessionAnswer = (status: number) =>
  route(sessionCheck, () =>
    status === 200 ? reply({ authenticated: true }) : replyErrors(status, 'Unauthenticated'),
  );

describe('RequireSession', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows nothing guarded while checking, then the page when the session check says yes', async () => {
    sessionStore.getState().setJwt('header.payload.sig');
    api.use(sessionAnswer(200));
    renderShell(routes, guarded);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(screen.queryByText('Create Wallet')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Create Wallet' })).toBeInTheDocument();
    const [check] = api.requests;
    expect(check!.query.get('applicationName')).toBe('sign-in');
    expect(check!.headers.get('authorization')).toBe('Bearer header.payload.sig');
  });

  it('a brokered session (no jwt, a cookie) is let in when the session check says yes', async () => {
    api.use(sessionAnswer(200));
    renderShell(routes, guarded);
    expect(await screen.findByRole('heading', { name: 'Create Wallet' })).toBeInTheDocument();
  });

  it('a failed check starts a login redirect with a fresh nonce and the org code, then goes to the login page', async () => {
    sessionStore.getState().setJwt('revoked.token.sig');
    api.use(
      sessionAnswer(401),
      route(loginRedirect, () => reply({ isBroker: false })),
    );
    const { router } = renderShell(routes, guarded, { orgInfo: { orgCode: 'KEYSTONE' } });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      `/auth/login?redirectUrl=${encodeURIComponent(guarded)}`,
    );
    expect(screen.queryByText('Create Wallet')).not.toBeInTheDocument();
    const redirect = api.requestsTo(loginRedirect)[0]!;
    expect(redirect.query.get('externalStateNonce')).toMatch(/^[0-9a-f]{32}$/);
    expect(redirect.body).toEqual({
      applicationName: 'sign-in',
      redirectPath: guarded,
      mode: 'login',
      orgCode: 'KEYSTONE',
    });
    // The 401 also ended the stored session, and that did not start a second check.
    expect(sessionStore.getState().jwt).toBeNull();
    expect(api.requests.map((r) => r.path)).toEqual([
      '/identity/secure/api/v1/session',
      '/identity/api/v1/login-redirect',
    ]);
  });

  it('a broker organization: the path is saved under the nonce and the page leaves for the broker', async () => {
    const leave = jest.spyOn(pageExit, 'assign').mockImplementation(() => undefined);
    api.use(
      sessionAnswer(401),
      route(loginRedirect, (request) =>
        reply({
          isBroker: true,
          redirectUrl: `http://127.0.0.1:4000/identity-broker/authorize?state=${request.query.get('externalStateNonce')}`,
        }),
      ),
    );
    renderShell(routes, guarded, { orgInfo: { orgCode: 'KEYSTONE_WHOLESALE' } });
    await waitFor(() => expect(leave).toHaveBeenCalled());
    const nonce = new URL(leave.mock.calls[0]![0]).searchParams.get('state')!;
    expect(JSON.parse(localStorage.getItem(`login-state:${nonce}`)!)).toMatchObject({ path: guarded });
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to sign in…');
    expect(screen.queryByText('Create Wallet')).not.toBeInTheDocument();
  });
});

describe('RequireSession while the visitor is inside', () => {
  it('keeps the screen when the token is renewed, and checks again when it goes', async () => {
    sessionStore.getState().setJwt('first.token.sig');
    api.use(
      sessionAnswer(200),
      route(loginRedirect, () => reply({ isBroker: false })),
    );
    renderShell(routes, guarded);
    const heading = await screen.findByRole('heading', { name: 'Create Wallet' });
    act(() => sessionStore.getState().setJwt('renewed.token.sig'));
    expect(screen.getByRole('heading', { name: 'Create Wallet' })).toBe(heading);
    expect(api.requestsTo(sessionCheck)).toHaveLength(1);

    api.use(sessionAnswer(401));
    act(() => sessionStore.getState().clearJwt());
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(api.requestsTo(sessionCheck)).toHaveLength(2);
  });
});
