import {
  BrandProvider,
  brands,
  ChakraProvider,
  createBrandSystem,
  createQueryClient,
  RouterProvider,
} from '@lender/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { router } from './router.tsx';

const queryClient = createQueryClient();

export function App() {
  const brand = brands.own;
  const system = useMemo(() => createBrandSystem(brand), [brand]);
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <BrandProvider brand={brand}>
          <RouterProvider router={router} />
        </BrandProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
