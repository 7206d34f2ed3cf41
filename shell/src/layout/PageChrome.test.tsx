import { brands, matchRoutes, Outlet, useLocation, useNavigate, type RouteObject } from '@lender/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redirecting, titled, type RouteHandle } from '../app/route-handle.ts';
import { RedirectKeepingQuery } from '../app/RedirectKeepingQuery.tsx';
import { renderShell } from '../testing/render-shell.tsx';
import { PageChrome } from './PageChrome.tsx';
import * as pageTelemetry from '../telemetry/page-telemetry.ts';

jest.mock('../telemetry/page-telemetry.ts', () => ({ trackPageView: jest.fn() }));
const tracked = jest.mocked(pageTelemetry.trackPageView);

function Frame() {
  const { pathname } = useLocation();
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
  return (
    <>
      <PageChrome mainId="main" handle={handle} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function Terms() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate('/privacy/?from=terms')}>Go to privacy</button>;
}

const routes: RouteObject[] = [
  {
    element: <Frame />,
    children: [
      { path: '/', element: <RedirectKeepingQuery to="/terms/" />, ...redirecting },
      { path: '/terms/', element: <Terms />, ...titled('Terms of Service') },
      { path: '/privacy/', element: <h1>Privacy</h1>, ...titled('Privacy Policy') },
    ],
  },
];

beforeEach(() => tracked.mockReset());

describe('PageChrome', () => {
  it('titles the page and sends one page event, not one for a route that only redirects', async () => {
    renderShell(routes, '/?email=pat@example.com', { brand: brands.apollo });
    await waitFor(() => expect(document.title).toBe('Terms of Service | Apollo Home Equity'));
    expect(tracked).toHaveBeenCalledTimes(1);
    expect(tracked).toHaveBeenCalledWith({
      hostname: 'localhost',
      pathname: '/terms/',
      search: '?email=pat@example.com',
    });
  });

  it('after a navigation: the new title, an event for the new page, and the focus on the main landmark', async () => {
    renderShell(routes, '/terms/');
    await waitFor(() => expect(tracked).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('main')).not.toHaveFocus();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    await userEvent.click(screen.getByRole('button', { name: 'Go to privacy' }));
    expect(await screen.findByRole('heading', { name: 'Privacy' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy Policy | Keystone Home Lending');
    expect(tracked).toHaveBeenLastCalledWith(
      expect.objectContaining({ pathname: '/privacy/', search: '?from=terms' }),
    );
    expect(screen.getByRole('main')).toHaveFocus();
    // At the top of the new page, the focus moved there without scrolling past the header.
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    scrollTo.mockRestore();
    focus.mockRestore();
  });
});
