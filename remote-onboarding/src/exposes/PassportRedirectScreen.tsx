/**
 * The passport redirect screen (`/auth/wallet/onboarding`): from the connected
 * account to the right investor-passport page. A thin view over
 * ../passport/use-passport-redirect.ts; every state says what is happening, and one
 * that cannot go on offers a way back.
 */
import {
  Button,
  Heading,
  Link,
  LoadingStatus,
  registerDebugHandle,
  RouterLink,
  Stack,
  Text,
} from '@lender/shared';
import { type RemoteScreen } from '@lender/shared/contracts';
import { usePassportRedirect } from '../passport/use-passport-redirect.ts';

registerDebugHandle('remote_onboarding');

export const PASSPORT_TITLE = 'Investor Passport';
export const BLOCKED_MESSAGE =
  'We can’t continue this onboarding from here: the link you followed asks for something your passport or wallet does not allow. Go back and try again, or contact support.';
export const CONNECT_FIRST = 'Connect a wallet to continue to your investor passport.';

function Back({ to }: { to: string }) {
  return (
    <Link asChild colorPalette="brand" alignSelf="start">
      <RouterLink to={to}>Go back</RouterLink>
    </Link>
  );
}

const PassportRedirectScreen = (() => {
  const { state, connectWallet } = usePassportRedirect();
  return (
    <Stack gap="4" maxW="xl">
      <Heading as="h1" size="xl">
        {PASSPORT_TITLE}
      </Heading>
      {state.step === 'checking' && <LoadingStatus label="Checking your wallet…" />}
      {state.step === 'wallet' && (
        <Stack gap="3" align="flex-start">
          <Text>{CONNECT_FIRST}</Text>
          <Button colorPalette="brand" onClick={connectWallet}>
            Connect a Wallet
          </Button>
        </Stack>
      )}
      {state.step === 'loading' && <LoadingStatus label="Loading your investor passport…" />}
      {state.step === 'redirecting' && (
        <Stack gap="2" align="flex-start">
          <LoadingStatus label="Taking you to your investor passport…" />
          <Link href={state.url} colorPalette="brand">
            Continue to your investor passport
          </Link>
        </Stack>
      )}
      {state.step === 'blocked' && (
        <Stack gap="3" align="flex-start">
          <Text role="alert">{BLOCKED_MESSAGE}</Text>
          <Back to={state.back} />
        </Stack>
      )}
      {(state.step === 'invalid' || state.step === 'failed') && (
        <Stack gap="3" align="flex-start">
          <Text role="alert">{state.message}</Text>
          <Back to={state.back} />
        </Stack>
      )}
    </Stack>
  );
}) satisfies RemoteScreen;

export default PassportRedirectScreen;
