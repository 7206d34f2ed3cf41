/**
 * A remote's standalone page: its own exposed screens, at the same paths the shell
 * renders them, inside the same providers the shell gives them (brand system,
 * brand, toaster host, live region; screens that use queries bring their own
 * `QueryScope`). Each remote passes only lazy
 * imports of its exposes; which screen renders where comes from the shared route
 * table. Stateful pieces come from `@lender/shared` itself, so they are the page's
 * one singleton instance, not a copy bundled into this entry; the data router
 * comes from ../ui/data-router.ts, the same `react-router` module in this build.
 */
import {
  AppProviders,
  brands,
  Container,
  Heading,
  LiveRegion,
  Link,
  LoadingStatus,
  paths,
  RouterLink,
  SkipLink,
  Stack,
  Text,
  ToasterHost,
  useLocation,
  useSession,
  type Brand,
  type RouteObject,
} from '@lender/shared';
import {
  containerOf,
  remoteRoutes,
  type RemoteContainer,
  type RemoteExposes,
  type RemoteScreenModule,
} from '@lender/shared/contracts';
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import type { StandalonePage } from '../contracts/standalone-page.ts';
// Not in the main entry, so the shell's pages do not carry it (../ui/data-router.ts).
import { RouterProvider } from '../ui/data-router.ts';
import { FullSiteOutlet } from './FullSiteOutlet.tsx';

/** Lazy imports of every screen a remote exposes, by exposed name. */
export type StandaloneScreens<C extends RemoteContainer> = {
  readonly [Screen in RemoteExposes[C]]: () => Promise<RemoteScreenModule>;
};

type Router = ComponentProps<typeof RouterProvider>['router'];

/** The shell's layout's skip link and main landmark (focusable by script, no ring around the page). */
function Frame({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Container as="main" id="main" tabIndex={-1} maxW="lg" py="10" _focus={{ outline: 'none' }}>
        {children}
      </Container>
    </>
  );
}

function Loading() {
  return <LoadingStatus label="Loading…" size="lg" />;
}

function Message({ heading, text, children }: { heading: string; text: string; children?: ReactNode }) {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {heading}
      </Heading>
      <Text>{text}</Text>
      {children}
    </Stack>
  );
}

/**
 * Alone there is no shell to redirect a signed-out visitor, so the page says so
 * and links to the login path on its own origin: where the remote is deployed
 * behind the product's origin, that is the login page, which brings them back.
 */
function SignedInOnly({ children }: { children: ReactNode }) {
  const signedIn = useSession((state) => state.jwt !== null);
  const { pathname, search } = useLocation();
  if (signedIn) return children;
  const back = encodeURIComponent(`${pathname}${search}`);
  return (
    <Message heading="Log in to continue" text="You need to be logged in to see this page.">
      <Link href={`${paths.login}?redirectUrl=${back}`} colorPalette="brand" color="colorPalette.fg">
        Log in
      </Link>
    </Message>
  );
}

/**
 * The route table of one remote's standalone page: its rows of the shared table
 * `remoteRoutes`, in order (the not-found message links to the first). A step only the
 * full site can take shows a link to the same page on `page.shellOrigin` (./FullSiteOutlet.tsx).
 */
export function standaloneRoutes<C extends RemoteContainer>(
  container: C,
  screens: StandaloneScreens<C>,
  page: StandalonePage,
): RouteObject[] {
  const own = remoteRoutes.filter((route) => containerOf(route.id) === container);
  const first = own[0];
  if (!first) throw new Error(`${container} renders no route`);
  const screenRoutes = own.map((route): RouteObject => {
    const name = route.id.slice(container.length + 1) as RemoteExposes[C];
    const Screen = lazy(screens[name]);
    const screen = (
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    );
    return { path: route.path, element: route.guarded ? <SignedInOnly>{screen}</SignedInOnly> : screen };
  });
  return [
    {
      element: (
        <Frame>
          <FullSiteOutlet shellOrigin={page.shellOrigin} />
        </Frame>
      ),
      errorElement: (
        <Frame>
          <Message heading="This page could not load" text="Check your connection and reload the page." />
        </Frame>
      ),
      children: [
        ...screenRoutes,
        {
          path: '*',
          element: (
            <Message heading="Page not found" text="The page you asked for does not exist or has moved.">
              <Link asChild colorPalette="brand" color="colorPalette.fg">
                <RouterLink to={first.path}>Go to the start page</RouterLink>
              </Link>
            </Message>
          ),
        },
      ],
    },
  ];
}

/** What the shell's App renders, around a remote's own router. */
export function StandaloneApp({ router, brand = brands.own }: { router: Router; brand?: Brand }) {
  return (
    <AppProviders brand={brand}>
      <RouterProvider router={router} />
      <ToasterHost />
      <LiveRegion />
    </AppProviders>
  );
}
