/**
 * The React Router pieces this product uses, re-exported from `shared` for the
 * same reason as Chakra (see ./chakra.ts): shared whole, the `react-router` barrel
 * is about 61 KB gzipped; through the `shared` singleton it is tree-shaken and
 * there is still exactly one router context for the shell and every remote.
 */
export {
  Link as RouterLink,
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  createMemoryRouter,
  useLocation,
  useMatches,
  useNavigate,
  useSearchParams,
  type RouteObject,
} from 'react-router';
