import { Heading, registerDebugHandle, type RemoteScreen, Stack } from '@lender/shared';

registerDebugHandle('remote_register');

const PartnerRegisterScreen = (() => {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        You've got mail!
      </Heading>
    </Stack>
  );
}) satisfies RemoteScreen;

export default PartnerRegisterScreen;
