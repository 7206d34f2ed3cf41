import { render, screen } from '@testing-library/react';
import { RUNTIME_CONFIG_ELEMENT_ID, STANDALONE_PAGE_ELEMENT_ID } from '@lender/shared/contracts';
import { sessionStore, useBrand } from '@lender/shared';
import { localRuntimeConfigInput } from '../testing/fixtures/runtime-config.ts';
import { openStandalonePage } from '../testing/standalone-page.ts';
import { createMemoryRouter } from '../ui/data-router.ts';
import { mountStandalone } from './mount-standalone.tsx';
import { StandaloneApp, standaloneRoutes, type StandaloneScreens } from './StandaloneApp.tsx';

const standalonePage = { shellOrigin: 'http://127.0.0.1:3200' };

const screenNamed = (heading: string) => () => Promise.resolve({ default: () => <h1>{heading}</h1> });

const loginScreens: StandaloneScreens<'remote_login'> = {
  LoginScreen: screenNamed('Login screen'),
  SignerLoginScreen: screenNamed('Signer screen'),
};

const walletScreens: StandaloneScreens<'remote_wallet'> = {
  CreateWalletScreen: screenNamed('Create wallet screen'),
  NameAccountScreen: screenNamed('Name account screen'),
  SelectAccountScreen: screenNamed('Select account screen'),
};

function renderAt<C extends 'remote_login' | 'remote_wallet'>(
  container: C,
  screens: StandaloneScreens<C>,
  path: string,
) {
  const router = createMemoryRouter(standaloneRoutes(container, screens, standalonePage), {
    initialEntries: [path],
  });
  render(<StandaloneApp router={router} />);
}

describe('a remote alone', () => {
  it.each([
    ['/auth/login', 'Login screen'],
    ['/auth/login/', 'Login screen'],
    ['/account/heloc/heloc-signer/login', 'Signer screen'],
  ])('renders its own screen at %s, the path the shell gives it', async (path, heading) => {
    renderAt('remote_login', loginScreens, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByTestId('live-region')).toBeInTheDocument();
  });

  it.each(['/auth/register', '/', '/nowhere'])(
    'shows "Page not found" at %s with a link to its first screen',
    async (path) => {
      renderAt('remote_login', loginScreens, path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute(
        'href',
        '/auth/login',
      );
    },
  );

  it('asks a signed-out visitor to log in on a guarded screen, and renders it once signed in', async () => {
    renderAt('remote_wallet', walletScreens, '/auth/wallet/create-wallet?from=partner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to continue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/auth/login?redirectUrl=${encodeURIComponent('/auth/wallet/create-wallet?from=partner')}`,
    );
    expect(screen.queryByText('Create wallet screen')).not.toBeInTheDocument();

    sessionStore.getState().setJwt('header.payload.signature');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create wallet screen' }),
    ).toBeInTheDocument();
  });

  it('says so when a screen cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt(
      'remote_login',
      { ...loginScreens, LoginScreen: () => Promise.reject(new Error('offline')) },
      '/auth/login',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not load' }),
    ).toBeInTheDocument();
  });
});

describe('mountStandalone', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
    jest.restoreAllMocks();
  });

  it('reads the runtime configuration its server inlined and renders the screen at the URL', async () => {
    openStandalonePage('/account/heloc/heloc-signer/login', standalonePage.shellOrigin);
    mountStandalone('remote_login', loginScreens);
    expect(await screen.findByRole('heading', { level: 1, name: 'Signer screen' })).toBeInTheDocument();
  });

  it.each([
    ['?label=apollo', '', 'Apollo'],
    ['', '<script id="org-info" type="application/json">{"orgCode":"HAMILTON"}</script>', 'Hamilton'],
  ])('renders in the brand the shell would choose (%s %s)', async (search, orgInfo, name) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    openStandalonePage(`/auth/login${search}`, standalonePage.shellOrigin, orgInfo);
    const BrandName = () => <h1>{useBrand().displayName}</h1>;
    mountStandalone('remote_login', {
      ...loginScreens,
      LoginScreen: () => Promise.resolve({ default: BrandName }),
    });
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
  });

  it.each([
    ['the runtime configuration', '', RUNTIME_CONFIG_ELEMENT_ID],
    [
      "the standalone page's settings (the shell's origin)",
      `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${JSON.stringify(localRuntimeConfigInput)}</script>`,
      STANDALONE_PAGE_ELEMENT_ID,
    ],
  ])('explains a page without %s instead of showing a blank page', async (_, inlined, missing) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = `${inlined}<div id="root"></div>`;
    mountStandalone('remote_login', loginScreens);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The site is not configured correctly' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`no #${missing} element in the page`)).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
