import { paths, sessionStore, useNavigate } from '@lender/shared';
import { useEffect } from 'react';
import { RemoteLoading } from '../federation/RemoteStatus.tsx';

/** Ends the session (everything the product stored for it) and returns to the login page. */
export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    sessionStore.getState().clearSession();
    void navigate(paths.login, { replace: true });
  }, [navigate]);
  return <RemoteLoading />;
}
