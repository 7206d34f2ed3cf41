import {
  AppProviders,
  brands,
  createQueryClient,
  LiveRegion,
  RouterProvider,
  ToasterHost,
} from '@lender/shared';
import { router } from './router.tsx';

const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders brand={brands.own} queryClient={queryClient}>
      <RouterProvider router={router} />
      <ToasterHost />
      <LiveRegion />
    </AppProviders>
  );
}
