/** "Create Wallet": what a wallet gives, and Continue to naming it (the redirect carried along). */
import {
  Button,
  chakra,
  Heading,
  paths,
  registerDebugHandle,
  Stack,
  useNavigate,
  useStartupParams,
  type RemoteScreen,
} from '@lender/shared';
import { CREATE_WALLET_BENEFITS, withRedirect } from '../create/create-account.ts';

registerDebugHandle('remote_wallet');

const CreateWalletScreen = (() => {
  const navigate = useNavigate();
  const { redirectUrl } = useStartupParams();
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Create Wallet
      </Heading>
      <chakra.ul ps="5" listStyleType="disc">
        {CREATE_WALLET_BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </chakra.ul>
      <Button
        colorPalette="brand"
        alignSelf="start"
        onClick={() => void navigate(withRedirect(paths.createAccount, redirectUrl))}
      >
        Continue
      </Button>
    </Stack>
  );
}) satisfies RemoteScreen;

export default CreateWalletScreen;
