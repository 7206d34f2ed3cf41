import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useMemo } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../api/query-client.ts';
import { BrandProvider } from '../brand/brand-context.tsx';
import { brands, type Brand } from '../brand/brands.ts';
import { createBrandSystem } from '../brand/theme.ts';
import { ChakraProvider } from '../ui/chakra.ts';
import { createMemoryRouter, RouterProvider } from '../ui/router.ts';

export interface RenderOptions {
  brand?: Brand;
  /** The URL the screen is rendered at. */
  route?: string;
}

/**
 * Renders a screen with the providers the shell gives it: theme, brand, a fresh
 * query client, and a router at `route` that also records where it navigates.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const brand = options.brand ?? brands.own;
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [options.route ?? '/'] });
  function Providers() {
    const system = useMemo(() => createBrandSystem(brand), []);
    const client = useMemo(() => createQueryClient(), []);
    return (
      <ChakraProvider value={system}>
        <QueryClientProvider client={client}>
          <BrandProvider brand={brand}>
            <RouterProvider router={router} />
          </BrandProvider>
        </QueryClientProvider>
      </ChakraProvider>
    );
  }
  return { ...render(<Providers />), router };
}
