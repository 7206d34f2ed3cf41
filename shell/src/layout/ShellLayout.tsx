import {
  Box,
  Container,
  Flex,
  Link,
  Outlet,
  paths,
  RouterLink,
  Text,
  useBrand,
  useSession,
} from '@lender/shared';

/** The frame around every page: skip link, brand header, main landmark, legal footer. */
export function ShellLayout() {
  const brand = useBrand();
  const signedIn = useSession((state) => state.jwt !== null);
  return (
    <Flex direction="column" minH="100vh">
      <Link
        href="#main"
        position="absolute"
        left="-9999px"
        _focus={{ left: '4', top: '4', zIndex: 'skipLink', bg: 'bg', p: '2' }}
      >
        Skip to main content
      </Link>
      <Box as="header" borderBottomWidth="1px" py="3">
        <Container maxW="5xl" display="flex" alignItems="center" justifyContent="space-between">
          <Link asChild fontWeight="bold" fontSize="lg" color="colorPalette.fg">
            <RouterLink to={paths.login}>{brand.displayName}</RouterLink>
          </Link>
          {signedIn && (
            <Link asChild>
              <RouterLink to={paths.logout}>Log out</RouterLink>
            </Link>
          )}
        </Container>
      </Box>
      <Container as="main" id="main" tabIndex={-1} maxW="lg" flex="1" py="10">
        <Outlet />
      </Container>
      <Box as="footer" borderTopWidth="1px" py="6" fontSize="sm">
        <Container maxW="5xl">
          <Flex as="nav" aria-label="Legal" gap="4" wrap="wrap">
            <Link asChild>
              <RouterLink to={paths.terms}>Terms of Service</RouterLink>
            </Link>
            <Link asChild>
              <RouterLink to={paths.privacy}>Privacy Policy</RouterLink>
            </Link>
            <Link asChild>
              <RouterLink to={paths.communications}>Electronic Communications Policy</RouterLink>
            </Link>
          </Flex>
          <Text mt="2">
            © {new Date().getFullYear()} {brand.displayName}. Equal Housing Opportunity.
          </Text>
        </Container>
      </Box>
    </Flex>
  );
}
