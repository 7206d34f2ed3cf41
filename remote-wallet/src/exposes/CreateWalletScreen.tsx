import { Heading, registerDebugHandle, type RemoteScreen, Stack } from '@lender/shared';

registerDebugHandle('remote_wallet');

const CreateWalletScreen = (() => {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Create Wallet
      </Heading>
    </Stack>
  );
}) satisfies RemoteScreen;

export default CreateWalletScreen;
