/**
 * The wallet lab, a development page of the wallet remote alone: connect a wallet,
 * see its pairing link (paste it into the test mobile wallet's page), verify and
 * attach it, disconnect. Thin: the steps are the controller's (./use-wallet-lab.ts).
 */
import { Button, Heading, Input, LoadingStatus, Stack, Text } from '@lender/shared';
import type { LabDrivers } from './lab-wallet.ts';
import { useWalletLab } from './use-wallet-lab.ts';

export function WalletLab({ drivers }: { drivers: LabDrivers }) {
  const { kind, session, lab, signedIn, connect, verify, disconnect, cancel } = useWalletLab(drivers);
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Wallet lab
      </Heading>
      <Text>A development page: connect a test wallet, then verify it.</Text>

      {lab.step === 'idle' && (
        <Stack direction="row" gap="3" wrap="wrap">
          <Button colorPalette="brand" onClick={() => connect('mobile')}>
            Connect a mobile wallet
          </Button>
          <Button colorPalette="brand" onClick={() => connect('hosted')}>
            Use your provider account
          </Button>
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
          ) : kind === 'hosted' ? (
            <LoadingStatus label="Awaiting signature in the wallet window..." />
          ) : (
            <LoadingStatus label="Reaching the wallet relay…" />
          )}
          <Button variant="outline" onClick={cancel} alignSelf="start">
            Cancel
          </Button>
        </Stack>
      )}

      {(lab.step === 'connected' || lab.step === 'verifying' || lab.step === 'verified') && (
        <Stack gap="2">
          <Text>
            Connected: <span data-testid="wallet-address">{session.address}</span> ({session.walletInfo.name})
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
    </Stack>
  );
}
