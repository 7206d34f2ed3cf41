import { Heading, registerDebugHandle, type RemoteScreen, Stack } from '@lender/shared';

registerDebugHandle('remote_login');

const SignerLoginScreen = (() => {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Mortgage Signer Login
      </Heading>
    </Stack>
  );
}) satisfies RemoteScreen;

export default SignerLoginScreen;
