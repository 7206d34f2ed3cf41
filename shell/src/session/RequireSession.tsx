import { Navigate, Outlet, pageExit, useLocation, useSession } from '@lender/shared';
import { useEffect, useRef, useState } from 'react';
import { usePageInfo } from '../app/page-context.tsx';
import { useConfirmedSession } from './confirmed-session.tsx';
import { SessionChecking } from './SessionChecking.tsx';
import { guardDeps } from './session-calls.ts';
import { guardPage, type GuardDecision } from './session-guard.ts';

/**
 * Guards the wallet area: nothing inside renders until the session check has said
 * yes. Once inside, it checks again only when the stored jwt goes (a logout in
 * another tab, a 401 elsewhere), so a session that ends while the page is open
 * leaves it too. A jwt that appears or is renewed (a brokered session verifying a
 * wallet, a new `authorization` header) does not re-check, which would unmount the
 * screen in the middle of its flow; nor does the jwt the check itself removes (a
 * revoked token answered 401), which is part of the check under way.
 */
export function RequireSession() {
  const { orgInfo } = usePageInfo();
  const { setConfirmed } = useConfirmedSession();
  const hasJwt = useSession((state) => state.jwt !== null);
  const { pathname, search } = useLocation();
  const [decision, setDecision] = useState<GuardDecision | null>(null);
  const [checks, setChecks] = useState(0);
  // Where the visitor is now: a re-check returns them here, not to where they entered.
  const here = useRef(`${pathname}${search}`);
  here.current = `${pathname}${search}`;

  useEffect(() => {
    let active = true;
    setDecision(null);
    void guardPage(here.current, guardDeps(orgInfo)).then((next) => {
      if (!active) return;
      setConfirmed(next.kind === 'allow');
      if (next.kind === 'leave') pageExit.assign(next.url);
      setDecision(next);
    });
    return () => {
      active = false;
    };
  }, [checks, orgInfo, setConfirmed]);

  const inside = decision?.kind === 'allow';
  const hadJwt = useRef(hasJwt);
  useEffect(() => {
    if (inside && hadJwt.current && !hasJwt) setChecks((n) => n + 1);
    hadJwt.current = hasJwt;
  }, [hasJwt, inside]);

  if (inside) return <Outlet />;
  if (decision?.kind === 'login') return <Navigate to={decision.to} replace />;
  return <SessionChecking message={decision?.kind === 'leave' ? 'Taking you to sign in…' : undefined} />;
}
