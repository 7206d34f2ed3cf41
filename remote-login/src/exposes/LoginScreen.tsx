import { Heading, registerDebugHandle, type RemoteScreen, Stack, useBrand } from '@lender/shared';

registerDebugHandle('remote_login');

const LoginScreen = (() => {
  const brand = useBrand();
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Log in to {brand.displayName}
      </Heading>
    </Stack>
  );
}) satisfies RemoteScreen;

export default LoginScreen;
