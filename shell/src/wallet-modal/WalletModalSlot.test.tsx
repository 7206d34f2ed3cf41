import { SESSION_KEYS, sessionStore } from '@lender/shared';
import { renderWithProviders } from '@lender/shared/testing';
import { waitFor } from '@testing-library/react';
import { WalletModalSlot } from './WalletModalSlot.tsx';

jest.mock('./WalletModalHost.tsx', () => ({ __esModule: true, default: () => <p>the wallet modal</p> }));

it('an address asking for the modal opens it on Select and leaves the address without the parameter', async () => {
  const { router, findByText } = renderWithProviders(<WalletModalSlot />, {
    route: '/dashboard?x=1&walletModal=Select#top',
  });
  await waitFor(() => expect(router.state.location.search).toBe('?x=1'));
  expect(router.state.location.pathname + router.state.location.hash).toBe('/dashboard#top');
  expect(await findByText('the wallet modal')).toBeInTheDocument();
  const { pageWallet } = await import('@lender/shared/wallet');
  expect(pageWallet().modalRequest()).toEqual({ returnTo: null, section: 'Select', token: null });
  pageWallet().closeModal();
});

it('a section it does not open from an address is dropped, and nothing shows', async () => {
  const { router, queryByText } = renderWithProviders(<WalletModalSlot />, {
    route: '/dashboard?walletModal=Success',
  });
  await waitFor(() => expect(router.state.location.search).toBe(''));
  expect(queryByText('the wallet modal')).toBeNull();
});

describe('a reload during a signing step (issue 32, item 1)', () => {
  afterEach(() => window.sessionStorage.clear());

  it('the signing marker in session storage opens the modal (the modal reads the marker itself)', async () => {
    window.sessionStorage.setItem(SESSION_KEYS.walletSigning, '{"step":"GET_NONCE"}');
    const { findByText } = renderWithProviders(<WalletModalSlot />, { route: '/dashboard' });
    expect(await findByText('the wallet modal')).toBeInTheDocument();
    const { pageWallet } = await import('@lender/shared/wallet');
    expect(pageWallet().modalRequest()).toEqual({ returnTo: null, section: null, token: null });
    pageWallet().closeModal();
  });

  it('no marker: nothing opens', async () => {
    const { queryByText } = renderWithProviders(<WalletModalSlot />, { route: '/dashboard' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryByText('the wallet modal')).toBeNull();
  });
});

describe('a session that ends while the modal is open (issue 45)', () => {
  afterEach(() => sessionStore.getState().clearSession());

  it('a 401 removing the token closes the modal: the next person starts without it', async () => {
    sessionStore.getState().setJwt('token-of-sky');
    const { findByText, queryByText } = renderWithProviders(<WalletModalSlot />, {
      route: '/dashboard?walletModal=Select',
    });
    expect(await findByText('the wallet modal')).toBeInTheDocument();
    sessionStore.getState().clearJwt();
    await waitFor(() => expect(queryByText('the wallet modal')).toBeNull());
  });

  it('a renewed token (the same session) keeps it open', async () => {
    sessionStore.getState().setJwt('token-of-sky');
    const { findByText, getByText } = renderWithProviders(<WalletModalSlot />, {
      route: '/dashboard?walletModal=Select',
    });
    expect(await findByText('the wallet modal')).toBeInTheDocument();
    sessionStore.getState().setJwt('renewed-token-of-sky');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getByText('the wallet modal')).toBeInTheDocument();
    const { pageWallet } = await import('@lender/shared/wallet');
    pageWallet().closeModal();
  });
});
