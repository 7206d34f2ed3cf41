import { createContext, type ReactNode } from 'react';
import { useRequiredContext } from '../ui/use-required-context.ts';
import type { Brand } from './brands.ts';

const BrandContext = createContext<Brand | null>(null);
BrandContext.displayName = 'BrandProvider';

export function BrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

/** The active brand. Every remote renders in it without knowing which it is. */
export function useBrand(): Brand {
  return useRequiredContext(BrandContext, 'useBrand');
}
