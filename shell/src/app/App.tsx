import { AppProviders, brands, createQueryClient, RouterProvider } from '@lender/shared';
import { router } from './router.tsx';

const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders brand={brands.own} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
