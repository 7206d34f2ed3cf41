import { Heading, registerDebugHandle, type RemoteScreen, Stack, useBrand } from '@lender/shared';

registerDebugHandle('remote_register');

const HelocRegisterScreen = (() => {
  const brand = useBrand();
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Create your login for your HELOC account with {brand.displayName}
      </Heading>
    </Stack>
  );
}) satisfies RemoteScreen;

export default HelocRegisterScreen;
