import { Heading, Link, paths, RouterLink, Stack, Text } from '@lender/shared';

export function NotFoundPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Page not found
      </Heading>
      <Text>The page you asked for does not exist or has moved.</Text>
      <Link asChild colorPalette="brand" color="colorPalette.fg">
        <RouterLink to={paths.login}>Go to the login page</RouterLink>
      </Link>
    </Stack>
  );
}
