import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { brands, type Brand } from '../brand/brands.ts';
import { AppProviders } from '../ui/AppProviders.tsx';
import { LiveRegion } from '../ui/live-region.tsx';
import { ToasterHost } from '../ui/notify.tsx';
import { createMemoryRouter, RouterProvider } from '../ui/data-router.ts';

export interface RenderOptions {
  brand?: Brand;
  /** The URL the screen is rendered at. */
  route?: string;
}

/**
 * Renders a screen with what the shell gives it: theme, brand, a router at `route` that also records where it navigates, the toaster and the
 * screen-reader live region.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [options.route ?? '/'] });
  const view = render(
    <AppProviders brand={options.brand ?? brands.own}>
      <RouterProvider router={router} />
      <ToasterHost />
      <LiveRegion />
    </AppProviders>,
  );
  return { ...view, router };
}
