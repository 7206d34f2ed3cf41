import { Button, describeToken, Heading, paths, Stack, Text, useNavigate, useSession } from '@lender/shared';

/**
 * A small signed-in landing page. The lender's real dashboard is another
 * application; this one says who is signed in, which wallet is connected (a
 * connection saved by an earlier page is taken up at start, see
 * ../startup/restore-wallet.ts), and lets them log out.
 */
export function DashboardPage() {
  const jwt = useSession((state) => state.jwt);
  const wallet = useSession((state) =>
    state.walletSession.status === 'connected' ? state.walletSession.address : null,
  );
  const navigate = useNavigate();
  const { label } = describeToken(jwt);
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Dashboard
      </Heading>
      <Text>{label ? `You are signed in as ${label}.` : 'You are signed in.'}</Text>
      {wallet && (
        <Text>
          Wallet connected: <bdi>{wallet}</bdi>
        </Text>
      )}
      <Button alignSelf="flex-start" colorPalette="brand" onClick={() => void navigate(paths.logout)}>
        Log out
      </Button>
    </Stack>
  );
}
