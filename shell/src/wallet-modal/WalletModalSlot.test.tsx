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
