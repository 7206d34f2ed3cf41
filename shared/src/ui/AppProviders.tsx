import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { BrandProvider } from '../brand/brand-context.tsx';
import type { Brand } from '../brand/brands.ts';
import { createBrandSystem } from '../brand/theme.ts';
import { ChakraProvider } from './chakra.ts';

/**
 * What every screen renders inside: the brand's Chakra system, the query client and
 * the brand. The shell mounts it once; tests (and a remote's standalone page) use it
 * to give a screen the same surroundings.
 */
export function AppProviders({
  brand,
  queryClient,
  children,
}: {
  brand: Brand;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const system = useMemo(() => createBrandSystem(brand), [brand]);
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <BrandProvider brand={brand}>{children}</BrandProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
