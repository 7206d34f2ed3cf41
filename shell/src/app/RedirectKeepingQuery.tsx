import { Navigate, useLocation, withQuery } from '@lender/shared';

/** A redirect that keeps the query string, as `/auth/login/register` must. */
export function RedirectKeepingQuery({ to, keepQuery = true }: { to: string; keepQuery?: boolean }) {
  const { search } = useLocation();
  return <Navigate to={keepQuery ? withQuery(to, search) : to} replace />;
}
