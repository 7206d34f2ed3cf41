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
  paths,
  remoteRoutes,
  useLocation,
  useRoutes,
  type RemoteRouteEntry,
  type RouteObject,
} from '@lender/shared';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { RemoteRoute } from '../federation/RemoteRoute.tsx';
import { ShellLayout } from '../layout/ShellLayout.tsx';
import { DashboardPage } from '../pages/DashboardPage.tsx';
import { LegalPage } from '../pages/LegalPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { LogoutPage } from '../session/LogoutPage.tsx';
import { RequireSession } from '../session/RequireSession.tsx';
import { RedirectKeepingQuery } from './RedirectKeepingQuery.tsx';

// Keyed by the screen: moving between two remote routes (login to signer login) must
// mount the new screen, not keep the loaded one because the element type is the same.
const remoteRoute = ({ path, id }: RemoteRouteEntry): RouteObject => ({
  path,
  element: <RemoteRoute key={id} id={id} />,
});

export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    children: [
      { index: true, element: <RedirectKeepingQuery to={paths.login} /> },
      { path: '/login', element: <RedirectKeepingQuery to={paths.login} /> },
      { path: '/register', element: <RedirectKeepingQuery to={paths.register} /> },
      { path: paths.loginRegister, element: <RedirectKeepingQuery to={paths.register} /> },
      { path: paths.logout, element: <LogoutPage /> },
      ...remoteRoutes.filter((route) => !route.guarded).map(remoteRoute),
      {
        element: <RequireSession />,
        children: [
          { path: paths.dashboard, element: <DashboardPage /> },
          { path: paths.wallet, element: <RedirectKeepingQuery to={paths.createWallet} /> },
          ...remoteRoutes.filter((route) => route.guarded).map(remoteRoute),
        ],
      },
      { path: paths.terms, element: <LegalPage page="terms" /> },
      { path: paths.privacy, element: <LegalPage page="privacy" /> },
      { path: paths.communications, element: <LegalPage page="communications" /> },
      // Any other path under the base path goes to the login page.
      { path: '/auth/*', element: <RedirectKeepingQuery to={paths.login} keepQuery={false} /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The routes at the current address, inside a boundary that catches what a page
 * throws while rendering, as the data router's default boundary did (remote
 * screens have their own, ../federation/RemoteErrorBoundary.tsx).
 */
export function ShellRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  return <PageErrorBoundary location={location}>{element}</PageErrorBoundary>;
}
