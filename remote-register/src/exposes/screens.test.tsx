import { brands } from '@lender/shared';
import { renderWithProviders } from '@lender/shared/testing';
import { screen } from '@testing-library/react';
import HelocRegisterScreen from './HelocRegisterScreen.tsx';
import PartnerRegisterScreen from './PartnerRegisterScreen.tsx';
import RegisterScreen from './RegisterScreen.tsx';

describe('remote-register screens', () => {
  it.each([
    ['register', <RegisterScreen key="r" />, 'Create your login'],
    ['partner register', <PartnerRegisterScreen key="p" />, "You've got mail!"],
    [
      'HELOC register',
      <HelocRegisterScreen key="h" />,
      'Create your login for your HELOC account with Outpost',
    ],
  ])('the %s screen has its heading', (_, ui, heading) => {
    renderWithProviders(ui, { brand: brands.outpost });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
