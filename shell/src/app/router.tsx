/**
 * The route table. The shell owns every route; a route that belongs to a remote
 * renders that remote's exposed screen through federation; which screen renders on
 * which path is the shared table `remoteRoutes` (shared/src/contracts/remote-routes.ts).
 * Paths follow the specification: authentication under `/auth`, the rest at the
 * site root, so the router is not simply `basename="/auth"`.
 */
import {
  createBrowserRouter,
  paths,
  remoteRoutes,
  type RemoteRouteEntry,
  type RouteObject,
} from '@lender/shared';
import { RemoteRoute } from '../federation/RemoteRoute.tsx';
import { ShellLayout } from '../layout/ShellLayout.tsx';
import { DashboardPage } from '../pages/DashboardPage.tsx';
import { LegalPage, legalTitles } from '../pages/LegalPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { LogoutPage } from '../session/LogoutPage.tsx';
import { RequireSession } from '../session/RequireSession.tsx';
import { RedirectKeepingQuery } from './RedirectKeepingQuery.tsx';
import { redirecting, titled } from './route-handle.ts';

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
      { path: paths.terms, element: <LegalPage page="terms" />, ...titled(legalTitles.terms) },
      { path: paths.privacy, element: <LegalPage page="privacy" />, ...titled(legalTitles.privacy) },
      {
        path: paths.communications,
        element: <LegalPage page="communications" />,
        ...titled(legalTitles.communications),
      },
      // Any other path under the base path goes to the login page.
      {
        path: '/auth/*',
        element: <RedirectKeepingQuery to={paths.login} keepQuery={false} />,
        ...redirecting,
      },
      { path: '*', element: <NotFoundPage />, ...titled('Page not found') },
    ],
  },
];

/** Created at start, after start-up has put the address where it belongs (a `state` return). */
export const createShellRouter = () => createBrowserRouter(routes);
