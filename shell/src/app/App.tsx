import { AppProviders, BrowserRouter, LiveRegion, ToasterHost, type Brand } from '@lender/shared';
import { PageInfoProvider, type PageInfo } from './page-context.tsx';
import { ShellRoutes } from './router.tsx';

/**
 * The page: the brand chosen at start around the router, and the one toaster and
 * live region every screen (remotes included) announces through.
 */
export function App({ brand, page }: { brand: Brand; page: PageInfo }) {
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
