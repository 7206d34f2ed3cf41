import { Navigate, Outlet, pageExit, useLocation, useSession } from '@lender/shared';
import { useEffect, useState } from 'react';
import { usePageInfo } from '../app/page-context.tsx';
import { SessionChecking } from './SessionChecking.tsx';
import { guardDeps } from './session-calls.ts';
import { guardPage, type GuardDecision } from './session-guard.ts';

/**
 * Guards the wallet area: nothing inside renders until the session check has said
 * yes. It checks again when the stored jwt appears or goes (a logout in another
 * tab, a 401 elsewhere), so a session that ends while the page is open leaves it
 * too; a token renewed in place (a new `authorization` header) does not re-check,
 * which would unmount the screen in the middle of its flow.
 */
export function RequireSession() {
  const { orgInfo } = usePageInfo();
  const hasJwt = useSession((state) => state.jwt !== null);
  const { pathname, search } = useLocation();
  const [decision, setDecision] = useState<GuardDecision | null>(null);
  // Where the visitor is when the check starts; moving within the area does not re-check.
  const [path] = useState(`${pathname}${search}`);

  useEffect(() => {
    let active = true;
    setDecision(null);
    void guardPage(path, guardDeps(orgInfo)).then((next) => {
      if (!active) return;
      if (next.kind === 'leave') pageExit.assign(next.url);
      setDecision(next);
    });
    return () => {
      active = false;
    };
  }, [hasJwt, orgInfo, path]);

  if (decision?.kind === 'allow') return <Outlet />;
  if (decision?.kind === 'login') return <Navigate to={decision.to} replace />;
  return <SessionChecking message={decision?.kind === 'leave' ? 'Taking you to sign in…' : undefined} />;
}
