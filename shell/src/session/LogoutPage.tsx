import { pageExit, useNavigate } from '@lender/shared';
import { useEffect, useRef } from 'react';
import { SessionChecking } from './SessionChecking.tsx';
import { logOut } from './logout.ts';
import { logoutDeps } from './session-calls.ts';

/** `/auth/logout`: ends the session (logout.ts), then leaves for the broker or goes to /login. */
export function LogoutPage() {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    // Once per visit: React's development double effects must not log out twice.
    if (started.current) return;
    started.current = true;
    void logOut(logoutDeps).then((target) => {
      if (target.kind === 'leave') pageExit.assign(target.url);
      else void navigate(target.to, { replace: true });
    });
  }, [navigate]);
  return <SessionChecking message="Logging you out…" />;
}
