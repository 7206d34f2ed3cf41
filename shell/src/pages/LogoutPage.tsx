import { paths, sessionStore, useNavigate } from '@lender/shared';
import { useEffect } from 'react';
import { RemoteLoading } from '../federation/RemoteStatus.tsx';

/** Ends the session and returns to the login page. */
export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    sessionStore.getState().clearJwt();
    void navigate(paths.login, { replace: true });
  }, [navigate]);
  return <RemoteLoading />;
}
