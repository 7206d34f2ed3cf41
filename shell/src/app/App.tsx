import { AppProviders, LiveRegion, RouterProvider, ToasterHost, type Brand } from '@lender/shared';
import type { ComponentProps } from 'react';
import { PageInfoProvider, type PageInfo } from './page-context.tsx';

type Router = ComponentProps<typeof RouterProvider>['router'];

/**
 * The page: the brand chosen at start around the router, and the one toaster and
 * live region every screen (remotes included) announces through.
 */
export function App({ brand, page, router }: { brand: Brand; page: PageInfo; router: Router }) {
  return (
    <AppProviders brand={brand}>
      <PageInfoProvider value={page}>
        <RouterProvider router={router} />
      </PageInfoProvider>
      <ToasterHost />
      <LiveRegion />
    </AppProviders>
  );
}
