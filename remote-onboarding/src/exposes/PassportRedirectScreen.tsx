import { Heading, registerDebugHandle, type RemoteScreen, Stack } from '@lender/shared';

registerDebugHandle('remote_onboarding');

const PassportRedirectScreen = (() => {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Investor Passport
      </Heading>
    </Stack>
  );
}) satisfies RemoteScreen;

export default PassportRedirectScreen;
