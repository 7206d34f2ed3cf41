/**
 * The React Router pieces this product uses, re-exported from `shared` for the
 * same reason as Chakra (see ./chakra.ts): shared whole, the `react-router` barrel
 * is about 61 KB gzipped; through the `shared` singleton it is tree-shaken and
 * there is still exactly one router context for the shell and every remote.
 *
 * Only declarative routing is here (`BrowserRouter` with `useRoutes`): the shell
 * has no loaders, actions or fetchers, and the data router (`createBrowserRouter`,
 * `RouterProvider`) would add about 16 KB gzipped to every page, since the main
 * entry is provided whole. The data router lives in ./data-router.ts, for the
 * standalone pages and tests. `Router` with its own `Navigator` is for a page that decides
 * where each navigation goes (the shell's embed frame opens the full site's pages in a new tab);
 * it is what `BrowserRouter` renders, so it costs no bytes.
 */
export {
  BrowserRouter,
  createPath,
  Link as RouterLink,
  Navigate,
  Outlet,
  parsePath,
  Router,
  useLocation,
  matchRoutes,
  useNavigate,
  useRoutes,
  useSearchParams,
  type Navigator,
  type RouteObject,
  type To,
} from 'react-router';
