import { useMemo, type ReactNode } from 'react';
import { BrandProvider } from '../brand/brand-context.tsx';
import type { Brand } from '../brand/brands.ts';
import { createBrandSystem } from '../brand/theme.ts';
import { ChakraProvider } from './chakra.ts';
import { StyleCacheProvider } from './style-cache.tsx';

/**
 * What every screen renders inside: the brand's Chakra system and the brand. The
 * shell mounts it once; tests (and a remote's standalone page) use it to give a
 * screen the same surroundings. The query client is not here: a screen that uses
 * queries wraps itself in `QueryScope` from `@lender/shared/query`, so pages without
 * queries (the login page) never download TanStack Query.
 */
export function AppProviders({ brand, children }: { brand: Brand; children: ReactNode }) {
  const system = useMemo(() => createBrandSystem(brand), [brand]);
  return (
    <StyleCacheProvider>
      <ChakraProvider value={system}>
        <BrandProvider brand={brand}>{children}</BrandProvider>
      </ChakraProvider>
    </StyleCacheProvider>
  );
}
