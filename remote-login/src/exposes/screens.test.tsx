import { brands } from '@lender/shared';
import { renderWithProviders } from '@lender/shared/testing';
import { screen } from '@testing-library/react';
import LoginScreen from './LoginScreen.tsx';
import SignerLoginScreen from './SignerLoginScreen.tsx';

describe('remote-login screens', () => {
  it.each(Object.values(brands))('the login screen names the active brand ($displayName)', (brand) => {
    renderWithProviders(<LoginScreen />, { brand, route: '/auth/login' });
    expect(
      screen.getByRole('heading', { level: 1, name: `Log in to ${brand.displayName}` }),
    ).toBeInTheDocument();
  });

  it('the mortgage-signer login has its heading', () => {
    renderWithProviders(<SignerLoginScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mortgage Signer Login' })).toBeInTheDocument();
  });
});
