import { AppProviders, brands, LiveRegion, RouterProvider, ToasterHost } from '@lender/shared';
import { router } from './router.tsx';

export function App() {
  return (
    <AppProviders brand={brands.own}>
      <RouterProvider router={router} />
      <ToasterHost />
      <LiveRegion />
    </AppProviders>
  );
}
