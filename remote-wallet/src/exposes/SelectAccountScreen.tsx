import { Heading, registerDebugHandle, type RemoteScreen, Stack } from '@lender/shared';

registerDebugHandle('remote_wallet');

const SelectAccountScreen = (() => {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Select the Individual Wallet that will be the controlling member of this Organization
      </Heading>
    </Stack>
  );
}) satisfies RemoteScreen;

export default SelectAccountScreen;
