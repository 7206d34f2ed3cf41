import { sessionStore } from '@lender/shared';
import { renderWithProviders } from '@lender/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import type { EmbedOpening } from './embed-start.ts';
import { EmbedWallet, OPENING_WALLET } from './EmbedWallet.tsx';

const mockOpenModal = jest.fn();
jest.mock('@lender/shared/wallet', () => ({ pageWallet: () => ({ openModal: mockOpenModal }) }));

const opening: EmbedOpening = {
  step: 'wallet',
  origin: 'https://apollo.example',
  channel: 'c0ffee00-1234',
  label: 'apollo',
  wallet: false,
  nonce: null,
  ticket: null,
};

const renderWallet = () =>
  renderWithProviders(<EmbedWallet opening={opening} />, { route: '/embed/wallet?label=apollo' });

beforeEach(() => mockOpenModal.mockReset());

it('not signed in within the frame: the login step instead, with the wallet after it', async () => {
  const { router } = renderWallet();
  await waitFor(() => expect(router.state.location.pathname).toBe('/embed/login'));
  const query = new URLSearchParams(router.state.location.search);
  expect(Object.fromEntries(query)).toEqual({
    origin: opening.origin,
    channel: opening.channel,
    label: 'apollo',
    wallet: '1',
    redirectUrl: '/embed/done',
    walletconnect: 'true',
  });
  expect(router.state.historyAction).toBe('REPLACE');
  expect(mockOpenModal).not.toHaveBeenCalled();
});

it('signed in: the wallet modal, going on to the last step, once', async () => {
  sessionStore.getState().setJwt('the-token');
  const { router } = renderWallet();
  expect(screen.getByRole('status')).toHaveTextContent(OPENING_WALLET);
  await waitFor(() =>
    expect(mockOpenModal).toHaveBeenCalledWith({ returnTo: '/embed/done', token: 'the-token' }),
  );
  // A token renewed meanwhile opens nothing again.
  act(() => sessionStore.getState().setJwt('a-renewed-token'));
  await act(() => Promise.resolve());
  expect(mockOpenModal).toHaveBeenCalledTimes(1);
  expect(router.state.location.pathname).toBe('/embed/wallet');
});
