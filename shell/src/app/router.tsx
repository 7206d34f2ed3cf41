/**
 * The route table. The shell owns every route; a route that belongs to a remote
 * renders that remote's exposed screen through federation; which screen renders on
 * which path is the shared table `remoteRoutes` (shared/src/contracts/remote-routes.ts).
 * Paths follow the specification: authentication under `/auth`, the rest at the
 * site root, so the router is not simply `basename="/auth"`.
 *
 * The table is rendered with declarative routing (`BrowserRouter` and `useRoutes`):
 * no route loads data before it renders, and React Router's data router would add
 * about 16 KB gzipped to every page (shared/src/ui/router.ts).
 */
import {
  lazyPart,
  LazySlot,
  matchRoutes,
  paths,
  useLocation,
  useRoutes,
  type RouteObject,
} from '@lender/shared';
import { remoteRoutes, type RemoteRouteEntry } from '@lender/shared/contracts';
import { PageChrome } from '../layout/PageChrome.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { DIAGNOSTICS_PATH, DIAGNOSTICS_TITLE } from '../diagnostics/path.ts';
import { RemoteRoute } from '../federation/RemoteRoute.tsx';
import { ShellLayout } from '../layout/ShellLayout.tsx';
import { DashboardPage } from '../pages/DashboardPage.tsx';
import { legalTitles, type LegalPageId } from '../pages/legal/legal-titles.ts';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { LogoutPage } from '../session/LogoutPage.tsx';
import { RequireSession } from '../session/RequireSession.tsx';
import { RedirectKeepingQuery } from './RedirectKeepingQuery.tsx';
import { redirecting, titled, type RouteHandle } from './route-handle.ts';

// The diagnostics page is for the teams, not the borrowers: its own chunk, off their pages' budget.
const diagnosticsPage = lazyPart(() => import('../diagnostics/DiagnosticsPage.tsx'));
const PAGE_LOADING = 'Loading…';
const PAGE_FAILED = "We couldn't load this page. Check your connection and try again.";
const diagnostics = (
  <LazySlot part={diagnosticsPage} props={{}} loadingLabel={PAGE_LOADING} failedMessage={PAGE_FAILED} />
);
// The legal pages (the footer's links) load with their page, off the login page's first load.
const legalPage = lazyPart(() => import('../pages/LegalPage.tsx'));
const legal = (page: LegalPageId) => (
  <LazySlot part={legalPage} props={{ page }} loadingLabel={PAGE_LOADING} failedMessage={PAGE_FAILED} />
);

// Keyed by the screen: moving between two remote routes (login to signer login) must
// mount the new screen, not keep the loaded one because the element type is the same.
const remoteRoute = ({ path, id, title }: RemoteRouteEntry): RouteObject => ({
  path,
  element: <RemoteRoute key={id} id={id} />,
  ...titled(title),
});

export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    children: [
      { index: true, element: <RedirectKeepingQuery to={paths.login} />, ...redirecting },
      { path: '/login', element: <RedirectKeepingQuery to={paths.login} />, ...redirecting },
      { path: '/register', element: <RedirectKeepingQuery to={paths.register} />, ...redirecting },
      { path: paths.loginRegister, element: <RedirectKeepingQuery to={paths.register} />, ...redirecting },
      { path: paths.logout, element: <LogoutPage />, ...titled('Log out') },
      ...remoteRoutes.filter((route) => !route.guarded).map(remoteRoute),
      {
        element: <RequireSession />,
        children: [
          { path: paths.dashboard, element: <DashboardPage />, ...titled('Dashboard') },
          { path: paths.wallet, element: <RedirectKeepingQuery to={paths.createWallet} />, ...redirecting },
          ...remoteRoutes.filter((route) => route.guarded).map(remoteRoute),
        ],
      },
      { path: paths.terms, element: legal('terms'), ...titled(legalTitles.terms) },
      { path: paths.privacy, element: legal('privacy'), ...titled(legalTitles.privacy) },
      { path: paths.communications, element: legal('communications'), ...titled(legalTitles.communications) },
      // Any other path under the base path goes to the login page.
      {
        path: '/auth/*',
        element: <RedirectKeepingQuery to={paths.login} keepQuery={false} />,
        ...redirecting,
      },
      { path: DIAGNOSTICS_PATH, element: diagnostics, ...titled(DIAGNOSTICS_TITLE) },
      { path: '*', element: <NotFoundPage />, ...titled('Page not found') },
    ],
  },
];

/** The `handle` of the deepest route at `pathname`: its title, or that it only redirects. */
export function routeHandleAt(pathname: string): RouteHandle | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
}

/**
 * The routes at the current address, inside a boundary that catches what a page
 * throws while rendering, as the data router's default boundary did (remote
 * screens have their own, ../federation/RemoteErrorBoundary.tsx), with the page's
 * title, page event and focus (PageChrome).
 */
export function ShellRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  return (
    <>
      <PageChrome mainId="main" handle={routeHandleAt(location.pathname)} />
      <PageErrorBoundary location={location}>{element}</PageErrorBoundary>
    </>
  );
}
