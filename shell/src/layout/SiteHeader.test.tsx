import { brands, sessionStore, setRuntimeConfig } from '@lender/shared';
import { localRuntimeConfig, renderWithProviders } from '@lender/shared/testing';
import { act, screen } from '@testing-library/react';
import { ConfirmedSessionProvider, useConfirmedSession } from '../session/confirmed-session.tsx';
import { SiteHeader } from './SiteHeader.tsx';

let confirm: (confirmed: boolean) => void = () => undefined;

function Header() {
  confirm = useConfirmedSession().setConfirmed;
  return <SiteHeader />;
}

const renderHeader = (brand = brands.own) =>
  renderWithProviders(
    <ConfirmedSessionProvider>
      <Header />
    </ConfirmedSessionProvider>,
    { brand },
  );

describe('the header', () => {
  beforeAll(() => setRuntimeConfig(localRuntimeConfig()));

  it.each(Object.values(brands))(
    'shows the $id logo from the private-label source, and its tagline',
    (brand) => {
      renderHeader(brand);
      const logo = screen.getByRole('img', { name: `${brand.displayName} logo` });
      expect(logo).toHaveAttribute('src', `http://127.0.0.1:4000/private-label/logos/${brand.logo}`);
      // A fixed box, so nothing moves when the image arrives (the logo is scaled into it).
      expect(logo).toHaveStyle({ width: '200px', height: '40px', objectFit: 'contain' });
      expect(screen.getByText(brand.titles.tagline)).toBeInTheDocument();
    },
  );

  it('offers Log out only when signed in: a stored jwt', () => {
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Log out' })).not.toBeInTheDocument();
    act(() => sessionStore.getState().setJwt('a.b.c'));
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/auth/logout');
  });

  it('or a session the guard confirmed (a broker cookie, no jwt)', () => {
    renderHeader();
    act(() => confirm(true));
    expect(screen.getByRole('link', { name: 'Log out' })).toBeInTheDocument();
    act(() => confirm(false));
    expect(screen.queryByRole('link', { name: 'Log out' })).not.toBeInTheDocument();
  });
});

describe('the private-label logo source', () => {
  it('is the configured base when there is one', () => {
    setRuntimeConfig(localRuntimeConfig({ privateLabelLogoBase: 'https://cdn.example/logos' }));
    renderHeader(brands.apollo);
    expect(screen.getByRole('img', { name: 'Apollo logo' })).toHaveAttribute(
      'src',
      'https://cdn.example/logos/apollo.svg',
    );
    setRuntimeConfig(localRuntimeConfig());
  });
});
