import { Heading, registerDebugHandle, type RemoteScreen, Stack } from '@lender/shared';

registerDebugHandle('remote_wallet');

const NameAccountScreen = (() => {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Give Your Account a Name
      </Heading>
    </Stack>
  );
}) satisfies RemoteScreen;

export default NameAccountScreen;
