import { useBrand, useLocation } from '@lender/shared';
import { useEffect, useRef } from 'react';
import { documentTitle, type RouteHandle } from '../app/route-handle.ts';
import { trackPageView } from '../telemetry/page-telemetry.ts';

/**
 * What changes with each page the visitor sees (a new path; a new query on the
 * same page is the same page): the document title, a telemetry page event, and,
 * after a navigation, the page back at its top and the focus on the main landmark so
 * keyboard and screen-reader users start at the new page. A route that only redirects has none of these.
 */
export function PageChrome({ mainId, handle }: { mainId: string; handle: RouteHandle | undefined }) {
  const brand = useBrand();
  const { pathname, search } = useLocation();
  const redirect = handle !== undefined && 'redirect' in handle;
  const title = handle !== undefined && 'title' in handle ? handle.title : null;
  const firstPage = useRef(true);
  const searchNow = useRef(search);
  searchNow.current = search;

  useEffect(() => {
    if (redirect) return;
    document.title = documentTitle(title, brand.titles.page);
    trackPageView({ hostname: window.location.hostname, pathname, search: searchNow.current });
    if (firstPage.current) firstPage.current = false;
    else {
      // A new page starts at its top, as a page load does; the focus then goes to the main
      // landmark without scrolling to it (main is at least a screen tall: it would hide the header).
      window.scrollTo({ top: 0 });
      document.getElementById(mainId)?.focus({ preventScroll: true });
    }
  }, [pathname, redirect, title, brand, mainId]);

  return null;
}
