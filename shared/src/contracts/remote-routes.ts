/**
 * Which remote screen renders on which path. One table for everyone: the shell
 * builds its remote routes from it and its server reads it to preload the
 * manifest of the remote a page needs; each remote's standalone page renders its
 * own screens at the same paths and its server answers those paths. Plain data:
 * safe to import on a server.
 */
import type { RemoteComponentId, RemoteContainer, RemoteModuleId } from './remotes.ts';
import { paths } from './routes.ts';

export interface RemoteRouteEntry {
  path: string;
  id: RemoteModuleId;
  guarded: boolean;
  /** What the page is, for its document title ("{title} | {brand's page title}"). */
  title: string;
}

export const remoteRoutes: readonly RemoteRouteEntry[] = [
  { path: paths.login, id: 'remote_login/LoginScreen', guarded: false, title: 'Log in' },
  { path: paths.register, id: 'remote_register/RegisterScreen', guarded: false, title: 'Create your login' },
  {
    path: paths.partnerRegister,
    id: 'remote_register/PartnerRegisterScreen',
    guarded: false,
    title: 'Create your login',
  },
  {
    path: paths.helocSignerLogin,
    id: 'remote_login/SignerLoginScreen',
    guarded: false,
    title: 'Mortgage signer login',
  },
  {
    path: paths.helocRegister,
    id: 'remote_register/HelocRegisterScreen',
    guarded: false,
    title: 'Create your HELOC login',
  },
  { path: paths.createWallet, id: 'remote_wallet/CreateWalletScreen', guarded: true, title: 'Create wallet' },
  {
    path: paths.createAccount,
    id: 'remote_wallet/NameAccountScreen',
    guarded: true,
    title: 'Name your account',
  },
  {
    path: paths.organizationSelectAccount,
    id: 'remote_wallet/SelectAccountScreen',
    guarded: true,
    title: 'Select the controlling wallet',
  },
  {
    path: paths.passportOnboarding,
    id: 'remote_onboarding/PassportRedirectScreen',
    guarded: true,
    title: 'Investor passport',
  },
];

/** The remote screen a path renders, if any (trailing slash ignored). */
export function remoteRouteFor(pathname: string): RemoteRouteEntry | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return remoteRoutes.find((route) => route.path === normalized);
}

/** The federation container of an exposed module id: `remote_login/LoginScreen` → `remote_login`. */
export function containerOf(id: RemoteModuleId | RemoteComponentId): RemoteContainer {
  return id.slice(0, id.indexOf('/')) as RemoteContainer;
}
