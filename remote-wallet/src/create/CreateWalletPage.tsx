/** "Create Wallet": what a wallet gives, and Continue to naming it (the redirect carried along). */
import { Button, chakra, Heading, paths, Stack, useNavigate, useStartupParams } from '@lender/shared';
import { CREATE_WALLET_BENEFITS, CREATE_WALLET_TITLE, withRedirect } from './create-account.ts';

export function CreateWalletPage() {
  const navigate = useNavigate();
  const { redirectUrl } = useStartupParams();
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {CREATE_WALLET_TITLE}
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
}
