import { brands } from '@lender/shared';
import { installMockApi, createMockApi, identityHandlers, renderWithProviders } from '@lender/shared/testing';
import { screen } from '@testing-library/react';
import LoginScreen from './LoginScreen.tsx';
import SignerLoginScreen from './SignerLoginScreen.tsx';

installMockApi(createMockApi(...identityHandlers()));

describe('remote-login screens', () => {
  it.each(Object.values(brands))('the login screen names the active brand ($displayName)', (brand) => {
    renderWithProviders(<LoginScreen />, { brand, route: '/auth/login' });
    const name =
      brand.defaultProduct === 'heloc'
        ? `Log in to your HELOC account with ${brand.displayName}`
        : `Log in to ${brand.displayName}`;
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
  });

  it('the mortgage-signer login has its heading', () => {
    renderWithProviders(<SignerLoginScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mortgage Signer Login' })).toBeInTheDocument();
  });
});
