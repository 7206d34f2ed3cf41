import { Heading, registerDebugHandle, type RemoteScreen, Stack } from '@lender/shared';

registerDebugHandle('remote_register');

const RegisterScreen = (() => {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Create your login
      </Heading>
    </Stack>
  );
}) satisfies RemoteScreen;

export default RegisterScreen;
