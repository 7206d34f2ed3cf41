/**
 * What a standalone page gives its screens for accessibility and for the steps only the
 * full site can take: the skip link the shell's layout has, and, where a screen asks for
 * the shell's wallet modal, "This step needs the full site" with a link to the same page
 * on the shell's origin (the one the page's server inlined).
 */
import { screen, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@lender/shared';
import { pageWallet } from '@lender/shared/wallet';
import { Button } from '../ui/chakra.ts';
import { createMemoryRouter } from '../ui/data-router.ts';
import { StandaloneApp, standaloneRoutes, type StandaloneScreens } from './StandaloneApp.tsx';

const SHELL_ORIGIN = 'http://127.0.0.1:3200';

/** A screen that asks for the wallet modal, as the login (walletconnect) and onboarding do. */
function AsksForTheWallet() {
  return (
    <>
      <h1>Asks for the wallet</h1>
      <Button onClick={() => pageWallet().openModal({ returnTo: null })}>Connect</Button>
    </>
  );
}

const walletScreens: StandaloneScreens<'remote_wallet'> = {
  CreateWalletScreen: () => Promise.resolve({ default: AsksForTheWallet }),
  NameAccountScreen: () => Promise.resolve({ default: () => <h1>Name account screen</h1> }),
  SelectAccountScreen: () => Promise.resolve({ default: () => <h1>Select account screen</h1> }),
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    standaloneRoutes('remote_wallet', walletScreens, { shellOrigin: SHELL_ORIGIN }),
    {
      initialEntries: [path],
    },
  );
  render(<StandaloneApp router={router} />);
  return userEvent.setup();
}

afterEach(() => pageWallet().closeModal());

/** Its computed style now: jsdom keeps computed styles until the DOM changes, and a focus move is no change. */
function styleNow(element: HTMLElement): CSSStyleDeclaration {
  element.toggleAttribute('data-style-probe');
  return getComputedStyle(element);
}

describe('the skip link', () => {
  it('comes first, shows when focused, and moves the focus to the main landmark', async () => {
    const user = renderAt('/auth/nowhere');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(styleNow(skip)).toMatchObject({ position: 'absolute', left: '-9999px' });
    await user.tab();
    expect(skip).toHaveFocus();
    expect(styleNow(skip).left).not.toBe('-9999px');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('is there when a screen cannot load, too', async () => {
    sessionStore.getState().setJwt('header.payload.signature');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      standaloneRoutes(
        'remote_wallet',
        { ...walletScreens, NameAccountScreen: () => Promise.reject(new Error('offline')) },
        { shellOrigin: SHELL_ORIGIN },
      ),
      { initialEntries: ['/auth/wallet/create-account'] },
    );
    render(<StandaloneApp router={router} />);
    await screen.findByRole('heading', { level: 1, name: 'This page could not load' });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    jest.restoreAllMocks();
  });
});

describe('a step that needs the full site', () => {
  // The wallet's screens are guarded: signed in, as their suites start.
  beforeEach(() => sessionStore.getState().setJwt('header.payload.signature'));

  it('says so, with a link to the same page on the shell, instead of waiting for a modal that never opens', async () => {
    const path = '/auth/wallet/create-wallet?redirectUrl=%2Fdashboard&label=apollo';
    const user = renderAt(path);
    await user.click(await screen.findByRole('button', { name: 'Connect' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'This step needs the full site' }),
    );
    const link = screen.getByRole('link', { name: 'Open this page on the full site' });
    expect(alert).toContainElement(link);
    expect(link).toHaveAttribute('href', `${SHELL_ORIGIN}${path}`);
    // First in the main landmark, above the screen, which stays (as behind the shell's modal).
    const main = screen.getByRole('main');
    expect(main.firstElementChild).toBe(alert);
    expect(screen.getByRole('heading', { level: 1, name: 'Asks for the wallet' })).toBeInTheDocument();
    // With the keyboard: back from the button that asked, or the skip link and then Tab.
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(link).toHaveFocus();
    screen.getByRole('link', { name: 'Skip to main content' }).focus();
    await user.keyboard('{Enter}');
    expect(main).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
  });

  it('says so for an address that asks for the modal (the way back to Select)', async () => {
    renderAt('/auth/wallet/create-wallet?walletModal=Select');
    expect(await screen.findByRole('alert')).toHaveTextContent('This step needs the full site');
    expect(screen.getByRole('link', { name: 'Open this page on the full site' })).toHaveAttribute(
      'href',
      `${SHELL_ORIGIN}/auth/wallet/create-wallet?walletModal=Select`,
    );
  });

  it('shows the screen while nothing is asked of the shell', async () => {
    renderAt('/auth/wallet/create-wallet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Asks for the wallet' })).toBeInTheDocument();
    expect(screen.queryByText('This step needs the full site')).not.toBeInTheDocument();
  });
});
