// The organization select-account page has its own tests (SelectAccountScreen.test.tsx).
import { renderWithProviders } from '@lender/shared/testing';
import { screen } from '@testing-library/react';
import CreateWalletScreen from './CreateWalletScreen.tsx';
import NameAccountScreen from './NameAccountScreen.tsx';

describe('remote-wallet screens', () => {
  it.each([
    ['create wallet', <CreateWalletScreen key="c" />, 'Create Wallet'],
    ['account naming', <NameAccountScreen key="n" />, 'Give Your Account a Name'],
  ])('the %s screen has its heading', (_, ui, heading) => {
    renderWithProviders(ui);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
