import { Navigate, Outlet, paths, useLocation, useSession } from '@lender/shared';

/**
 * Guards signed-in areas: without a session the visitor goes to the login page,
 * which brings them back here afterwards. Guarded content never renders first.
 */
export function RequireSession() {
  const jwt = useSession((state) => state.jwt);
  const { pathname, search } = useLocation();
  if (!jwt) {
    const back = encodeURIComponent(`${pathname}${search}`);
    return <Navigate to={`${paths.login}?redirectUrl=${back}`} replace />;
  }
  return <Outlet />;
}
