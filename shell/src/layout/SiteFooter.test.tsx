import { brands } from '@lender/shared';
import { renderWithProviders } from '@lender/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteFooter } from './SiteFooter.tsx';

describe('the footer', () => {
  afterEach(() => {
    delete window.LenderConsent;
  });

  it('holds every legal item from the brand data', () => {
    renderWithProviders(<SiteFooter year={2031} />);
    const legal = within(screen.getByRole('navigation', { name: 'Legal' }));
    expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms/');
    expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy/');
    expect(legal.getByRole('link', { name: 'Licenses' })).toHaveAttribute('href', brands.own.licensesUrl);
    expect(screen.getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
    expect(screen.getByText('© 2031 Keystone Home Lending. All rights reserved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'NMLS #100001' })).toHaveAttribute(
      'href',
      brands.own.companyLicenseUrl,
    );
    expect(screen.getByText('Equal Housing Opportunity')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Your privacy options' })).toBeInTheDocument();
  });

  it('shows the current year by default', () => {
    renderWithProviders(<SiteFooter />);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeInTheDocument();
  });

  it('follows the brand: an 11-digit phone as +1, and the fallback phone for a brand without one', () => {
    const { unmount } = renderWithProviders(<SiteFooter />, { brand: brands.hamilton });
    expect(screen.getByRole('link', { name: '+1 (800) 555-0102' })).toHaveAttribute(
      'href',
      'tel:+18005550102',
    );
    expect(screen.getByRole('link', { name: brands.hamilton.licensingNumber })).toBeInTheDocument();
    unmount();
    renderWithProviders(<SiteFooter />, { brand: brands.outpost });
    expect(screen.getByRole('link', { name: '(800) 555-0100' })).toBeInTheDocument();
    expect(screen.getByText(/© \d{4} Outpost\./)).toBeInTheDocument();
  });

  it('"Your privacy options" opens the consent manager when its script is on the page', async () => {
    const showPreferences = jest.fn();
    window.LenderConsent = { showPreferences };
    const { router } = renderWithProviders(<SiteFooter />);
    await userEvent.click(screen.getByRole('button', { name: 'Your privacy options' }));
    expect(showPreferences).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('"Your privacy options" goes to the privacy choices otherwise', async () => {
    const { router } = renderWithProviders(<SiteFooter />, { brand: brands.apollo });
    await userEvent.click(screen.getByRole('button', { name: 'Your privacy options' }));
    expect(router.state.location.pathname).toBe('/privacy/');
    expect(router.state.location.hash).toBe('#your-privacy-choices');
  });
});
