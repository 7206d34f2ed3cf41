import { renderWithProviders } from '@lender/shared/testing';
import { screen } from '@testing-library/react';
import PassportRedirectScreen from './PassportRedirectScreen.tsx';

describe('remote-onboarding screens', () => {
  it('the passport hand-off screen has its heading', () => {
    renderWithProviders(<PassportRedirectScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Investor Passport' })).toBeInTheDocument();
  });
});
