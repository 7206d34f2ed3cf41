/**
 * Hosts the wallet remote's modal (`remote_wallet/WalletModal`) for the page wallet.
 * Once the modal succeeds the page goes where it was opened for (the login's target),
 * or stays (opened from a wallet page). A wallet remote that cannot be loaded never
 * costs a sign-in: the person, already signed in, reads that wallet sign-in is
 * unavailable, can Retry (the modal opens as soon as the remote answers, without a
 * reload) or Continue to where they were going. Its account-switch callback reloads
 * the signed-in identity, whose wallet changed.
 */
import { Button, Heading, LoadingStatus, Stack, Text, useNavigate } from '@lender/shared';
import type { PageWallet } from '@lender/shared/wallet';
import { useCallback, useEffect, useRef, useState } from 'react';
import { RemoteErrorBoundary } from '../federation/RemoteErrorBoundary.tsx';
import { loadRemoteComponent } from '../federation/remote-loader.ts';
import { useRemote } from '../federation/use-remote.ts';

const MODAL_ID = 'remote_wallet/WalletModal';
export const WALLET_UNAVAILABLE_TITLE = 'Wallet sign-in is unavailable right now';

function WalletUnavailable({ onRetry, onContinue }: { onRetry: () => void; onContinue: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack role="alert" gap="3" mb="8" p="4" borderWidth="1px" borderRadius="l2" align="flex-start">
      <Heading as="h2" size="md" ref={headingRef} tabIndex={-1}>
        {WALLET_UNAVAILABLE_TITLE}
      </Heading>
      <Text>You are signed in. Try again in a moment, or continue without connecting a wallet.</Text>
      <Stack direction="row" gap="3">
        <Button colorPalette="brand" onClick={onRetry}>
          Retry
        </Button>
        <Button variant="outline" onClick={onContinue}>
          Continue
        </Button>
      </Stack>
    </Stack>
  );
}

export default function WalletModalHost() {
  const navigate = useNavigate();
  const [wallet, setWallet] = useState<PageWallet | null>(null);
  const [walletFailed, setWalletFailed] = useState(false);
  const { state, retry } = useRemote(MODAL_ID, (timeoutMs) => loadRemoteComponent(MODAL_ID, timeoutMs));
  const [boundaryKey, setBoundaryKey] = useState(0);

  useEffect(() => {
    let active = true;
    import('@lender/shared/wallet').then(
      ({ pageWallet }) => active && setWallet(pageWallet()),
      () => active && setWalletFailed(true),
    );
    return () => {
      active = false;
    };
  }, []);

  const done = useCallback(
    (_result: { connected: boolean }) => {
      if (!wallet) return;
      const { returnTo } = wallet.modalRequest();
      wallet.closeModal();
      // Signed in either way: the page goes on to where it was headed.
      if (returnTo) void navigate(returnTo);
    },
    [wallet, navigate],
  );
  // The acting account changed: the identity (its wallet) is loaded again. Nothing is
  // invalidated here: the new token has already dropped every asked entry (their keys carry
  // the asker, docs/architecture.md "Server state"); importing the query entry here would also
  // split the login page's startup chunk (one more request).
  const accountSwitched = useCallback(() => {
    void import('../session/signed-in-identity.ts').then(({ reloadIdentity }) => reloadIdentity());
  }, []);
  const leave = useCallback(() => {
    const returnTo = wallet?.modalRequest().returnTo;
    void wallet?.disconnect();
    wallet?.closeModal();
    if (returnTo) void navigate(returnTo);
  }, [wallet, navigate]);

  const unavailable = (
    <WalletUnavailable
      onRetry={() => {
        setWalletFailed(false);
        retry();
        setBoundaryKey((key) => key + 1);
      }}
      onContinue={leave}
    />
  );
  if (walletFailed || state.status === 'failed') return unavailable;
  if (state.status === 'loading' || !wallet) return <LoadingStatus label="Opening your wallet…" />;
  return (
    <RemoteErrorBoundary key={boundaryKey} remote={MODAL_ID} onRetry={retry} fallback={unavailable}>
      <state.Screen onDone={done} onAccountSwitch={accountSwitched} />
    </RemoteErrorBoundary>
  );
}
