import { initialWalletSession, sessionStore } from '@lender/shared';
import { renderWithProviders } from '@lender/shared/testing';
import { screen } from '@testing-library/react';
import { DashboardPage } from './DashboardPage.tsx';

const ADDRESS = '0x0d8e461687b7d06f86ec348e0c270b0f279855f0';

afterEach(() => sessionStore.getState().setWalletSession(initialWalletSession));

it('names the connected wallet', () => {
  sessionStore
    .getState()
    .setWalletSession({ ...initialWalletSession, status: 'connected', connected: true, address: ADDRESS });
  renderWithProviders(<DashboardPage />);
  expect(screen.getByText(ADDRESS).closest('p')).toHaveTextContent(`Wallet connected: ${ADDRESS}`);
});

it('says nothing of a wallet while none is connected, or one is still pending', () => {
  sessionStore.getState().setWalletSession({ ...initialWalletSession, status: 'pending', address: ADDRESS });
  renderWithProviders(<DashboardPage />);
  expect(screen.queryByText(/Wallet connected/)).toBeNull();
});
