/**
 * Renders shell routes as the shell does (brand, page info, router, toaster, live
 * region) at a starting address, for the shell's component tests.
 */
import { AppProviders, brands, LiveRegion, ToasterHost, type Brand, type RouteObject } from '@lender/shared';
import { type OrgInfo } from '@lender/shared/contracts';
import { createMemoryRouter, RouterProvider } from '@lender/shared/testing';
import { render } from '@testing-library/react';
import { PageInfoProvider } from '../app/page-context.tsx';
import { ConfirmedSessionProvider } from '../session/confirmed-session.tsx';

export function renderShell(
  routes: RouteObject[],
  at: string,
  { brand = brands.own, orgInfo = null }: { brand?: Brand; orgInfo?: OrgInfo | null } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const view = render(
    <AppProviders brand={brand}>
      <PageInfoProvider value={{ orgInfo }}>
        <ConfirmedSessionProvider>
          <RouterProvider router={router} />
        </ConfirmedSessionProvider>
      </PageInfoProvider>
      <ToasterHost />
      <LiveRegion />
    </AppProviders>,
  );
  return { ...view, router };
}
