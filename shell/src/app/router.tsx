/**
 * The route table. The shell owns every route; a route that belongs to a remote
 * renders that remote's exposed screen through federation. Paths follow the
 * specification: authentication under `/auth`, the rest at the site root.
 */
import { createBrowserRouter, paths, type RouteObject } from '@lender/shared';
import { RemoteRoute } from '../federation/RemoteRoute.tsx';
import { ShellLayout } from '../layout/ShellLayout.tsx';
import { DashboardPage } from '../pages/DashboardPage.tsx';
import { LegalPage } from '../pages/LegalPage.tsx';
import { LogoutPage } from '../pages/LogoutPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { RedirectKeepingQuery } from './RedirectKeepingQuery.tsx';
import { RequireSession } from './RequireSession.tsx';

const sub = (path: string, base: string) => path.slice(base.length + 1);

export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    children: [
      { index: true, element: <RedirectKeepingQuery to={paths.login} /> },
      { path: '/login', element: <RedirectKeepingQuery to={paths.login} /> },
      { path: '/register', element: <RedirectKeepingQuery to={paths.register} /> },
      {
        path: '/auth',
        children: [
          { path: sub(paths.login, '/auth'), element: <RemoteRoute id="remote_login/LoginScreen" /> },
          { path: sub(paths.loginRegister, '/auth'), element: <RedirectKeepingQuery to={paths.register} /> },
          {
            path: sub(paths.register, '/auth'),
            element: <RemoteRoute id="remote_register/RegisterScreen" />,
          },
          { path: sub(paths.logout, '/auth'), element: <LogoutPage /> },
          {
            path: sub(paths.partnerRegister, '/auth'),
            element: <RemoteRoute id="remote_register/PartnerRegisterScreen" />,
          },
          {
            path: sub(paths.wallet, '/auth'),
            element: <RequireSession />,
            children: [
              { index: true, element: <RedirectKeepingQuery to={paths.createWallet} /> },
              {
                path: sub(paths.createWallet, paths.wallet),
                element: <RemoteRoute id="remote_wallet/CreateWalletScreen" />,
              },
              {
                path: sub(paths.createAccount, paths.wallet),
                element: <RemoteRoute id="remote_wallet/NameAccountScreen" />,
              },
              {
                path: sub(paths.organizationSelectAccount, paths.wallet),
                element: <RemoteRoute id="remote_wallet/SelectAccountScreen" />,
              },
              {
                path: sub(paths.passportOnboarding, paths.wallet),
                element: <RemoteRoute id="remote_onboarding/PassportRedirectScreen" />,
              },
            ],
          },
          { path: '*', element: <RedirectKeepingQuery to={paths.login} keepQuery={false} /> },
        ],
      },
      { path: paths.helocSignerLogin, element: <RemoteRoute id="remote_login/SignerLoginScreen" /> },
      { path: paths.helocRegister, element: <RemoteRoute id="remote_register/HelocRegisterScreen" /> },
      { path: paths.terms, element: <LegalPage page="terms" /> },
      { path: paths.privacy, element: <LegalPage page="privacy" /> },
      { path: paths.communications, element: <LegalPage page="communications" /> },
      { element: <RequireSession />, children: [{ path: paths.dashboard, element: <DashboardPage /> }] },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
