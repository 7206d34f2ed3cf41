import { AppProviders, BrowserRouter, LiveRegion, ToasterHost, type Brand } from '@lender/shared';
import { useLayoutEffect } from 'react';
import { livePageRendered } from '../startup/take-over.ts';
import { PageInfoProvider, type PageInfo } from './page-context.tsx';
import { ShellRoutes } from './router.tsx';

/**
 * The page: the brand chosen at start around the router, and the one toaster and
 * live region every screen (remotes included) announces through.
 */
export function App({ brand, page }: { brand: Brand; page: PageInfo }) {
  // After the children's layout effects: a remote screen of this first render says it is
  // loading before a server-made page's take-over by time starts to count.
  useLayoutEffect(livePageRendered, []);
  return (
    <AppProviders brand={brand}>
      <PageInfoProvider value={page}>
        <BrowserRouter>
          <ShellRoutes />
        </BrowserRouter>
      </PageInfoProvider>
      <ToasterHost />
      <LiveRegion />
    </AppProviders>
  );
}
