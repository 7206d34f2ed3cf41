import { pageExit } from '@lender/shared';
import { useEffect, useRef } from 'react';
import { useConfirmedSession } from './confirmed-session.tsx';
import { SessionChecking } from './SessionChecking.tsx';
import { AFTER_LOGOUT_PATH, logOut } from './logout.ts';
import { logoutDeps } from './session-calls.ts';

/**
 * `/auth/logout`: ends the session (logout.ts), then leaves for the broker or loads /login
 * as a new page (`pageExit.reload`), so nothing of the session stays in the page's memory and
 * the WalletConnect database, deleted by logout, goes once its connection closes with the page.
 */
export function LogoutPage() {
  const { setConfirmed } = useConfirmedSession();
  const started = useRef(false);
  useEffect(() => {
    // Once per visit: React's development double effects must not log out twice.
    if (started.current) return;
    started.current = true;
    setConfirmed(false);
    logOut(logoutDeps)
      .then((target) => {
        if (target.kind === 'leave') pageExit.assign(target.url);
        else pageExit.reload(target.to);
      })
      .catch((error: unknown) => {
        // Whatever failed, the visitor is not left on "Logging you out…".
        console.error('Logout did not finish cleanly', error);
        pageExit.reload(AFTER_LOGOUT_PATH);
      });
  }, [setConfirmed]);
  return <SessionChecking message="Logging you out…" />;
}
