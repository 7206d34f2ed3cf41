import { useLocation } from '@lender/shared';
import { useEffect } from 'react';
import { trackPageView } from './page-telemetry.ts';

/** Sends a page event for each page the visitor sees (a new path, not a new query on the same page). */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => trackPageView(), [pathname]);
  return null;
}
