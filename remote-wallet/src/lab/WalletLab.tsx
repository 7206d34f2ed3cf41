/**
 * The wallet lab, a development page of the wallet remote alone: connect a wallet of
 * each kind, see a mobile wallet's pairing link (paste it into the test mobile
 * wallet's page), verify and attach it, disconnect, log out. Thin: the steps are the
 * controller's (./use-wallet-lab.ts).
 */
import { Button, Heading, Input, LoadingStatus, Stack, Text } from '@lender/shared';
import type { PageWallet, WalletAppKind } from '@lender/shared/wallet';
import { useWalletLab } from './use-wallet-lab.ts';

/** What the page says while a wallet of each kind is asked to connect. */
const waitingFor: Record<WalletAppKind, string> = {
  mobile: 'Reaching the wallet relay…',
  hosted: 'Awaiting signature in the wallet window...',
  extension: 'Approve the connection in the wallet extension…',
};

export function WalletLab({ wallet }: { wallet: PageWallet }) {
  const { kind, session, lab, signedIn, connect, verify, disconnect, cancel, logOut } = useWalletLab(wallet);
  const connected = lab.step === 'connected' || lab.step === 'verifying' || lab.step === 'verified';
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Wallet lab
      </Heading>
      <Text>A development page: connect a test wallet, then verify it.</Text>

      {lab.step === 'restoring' && <LoadingStatus label="Checking for a saved wallet connection…" />}

      {(lab.step === 'idle' || lab.step === 'logged-out') && (
        <Stack gap="2">
          {lab.step === 'logged-out' && <Text role="status">You are logged out on this page.</Text>}
          <Stack direction="row" gap="3" wrap="wrap">
            <Button colorPalette="brand" onClick={() => connect('mobile')}>
              Connect a mobile wallet
            </Button>
            <Button colorPalette="brand" onClick={() => connect('extension')}>
              Use the browser extension
            </Button>
            <Button colorPalette="brand" onClick={() => connect('hosted')}>
              Use your provider account
            </Button>
          </Stack>
        </Stack>
      )}

      {lab.step === 'connecting' && (
        <Stack gap="2">
          {lab.pairingUri ? (
            <>
              <label htmlFor="pairing-link">Pairing link</label>
              <Input
                id="pairing-link"
                readOnly
                value={lab.pairingUri}
                onFocus={(e) => e.currentTarget.select()}
              />
              <LoadingStatus label="Waiting for the wallet to approve…" />
            </>
          ) : (
            <LoadingStatus label={waitingFor[kind ?? 'mobile']} />
          )}
          <Button variant="outline" onClick={cancel} alignSelf="start">
            Cancel
          </Button>
        </Stack>
      )}

      {connected && (
        <Stack gap="2">
          <Text>
            Connected: <span data-testid="wallet-address">{session.address}</span>
            {/* A wallet may have no name (none given, or one dropped for its characters). */}
            {session.walletInfo.name ? ` (${session.walletInfo.name})` : null}
          </Text>
          {lab.step === 'verified' && <Text role="status">Wallet verified and attached.</Text>}
          {lab.step === 'verifying' && <LoadingStatus label="Sign the request in your wallet…" />}
          {lab.step === 'connected' &&
            (signedIn ? (
              <Button colorPalette="brand" onClick={verify} alignSelf="start">
                Verify this wallet
              </Button>
            ) : (
              <Text>Log in to verify this wallet.</Text>
            ))}
          <Button variant="outline" onClick={disconnect} alignSelf="start">
            Disconnect
          </Button>
        </Stack>
      )}

      {lab.step === 'failed' && (
        <Stack gap="2">
          <Text role="alert">{lab.message}</Text>
          <Button variant="outline" onClick={disconnect} alignSelf="start">
            Start again
          </Button>
        </Stack>
      )}

      {(signedIn || session.status === 'connected') && lab.step !== 'restoring' && (
        <Button variant="ghost" onClick={logOut} alignSelf="start">
          Log out
        </Button>
      )}
    </Stack>
  );
}
