/**
 * Connect and Verify (spec sections 2 and 4): the connect panel (../../connect/), with
 * Verify's list of steps above it; while the verify sequence runs, what the wallet is
 * asked, with the time left to approve, "Cancel" and "Request again" (./SigningWait.tsx);
 * after the API refused the wallet's token, "Reconnect the wallet"; and the way back to
 * Select (none in token mode). A thin view over the reducer's Connect states.
 */
import { Button, chakra, LoadingStatus, Stack, Text } from '@lender/shared';
import type { WalletAppKind } from '@lender/shared/wallet';
import type { ConnectRequest, ConnectStatus } from '../../connect/connect-flow.ts';
import { ConnectPanel } from '../../connect/ConnectPanel.tsx';
import type { WayBack } from '../../connect/WayBack.tsx';
import {
  ATTACHING,
  FINDING_WALLET,
  RECONNECT_WALLET,
  RENEWING_WALLET_TOKEN,
  SIGNING_NONCE,
  VERIFICATION_REQUIRED,
  VERIFY_STEPS,
} from '../modal-texts.ts';
import type { ConnectView } from '../modal-view.ts';
import { SigningWait } from './SigningWait.tsx';

function VerifyHeading({ view }: { view: ConnectView }) {
  return (
    <>
      {view.wallet && !view.wallet.verified && (
        <Text fontWeight="semibold" role="note">
          {VERIFICATION_REQUIRED}
        </Text>
      )}
      <chakra.ol ps="5" listStyleType="decimal">
        {VERIFY_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </chakra.ol>
    </>
  );
}

function Step(props: {
  view: ConnectView;
  request: ConnectRequest;
  shown: ConnectStatus;
  onConnect: (kind: WalletAppKind) => void;
  onReconnect: () => void;
  onCancelRequest: () => void;
  onRequestAgain: () => void;
  wayBack: WayBack;
}) {
  const { view, request, shown } = props;
  const { wait } = view;
  // Timed out or interrupted: the alert says so in the spinner's place (it waits no more).
  const signing = (label: string) => (
    <>
      {(!wait || wait.state === 'waiting' || wait.state === 'withdrawing') && <LoadingStatus label={label} />}
      {wait && (
        <SigningWait wait={wait} onCancel={props.onCancelRequest} onRequestAgain={props.onRequestAgain} />
      )}
    </>
  );
  switch (view.step) {
    case 'finding':
      return <LoadingStatus label={FINDING_WALLET} />;
    case 'connect':
      return (
        <>
          <ConnectPanel
            request={request}
            status={shown}
            onConnect={props.onConnect}
            wayBack={props.wayBack}
          />
          {view.reconnect && (
            <Button colorPalette="brand" alignSelf="start" onClick={props.onReconnect}>
              {RECONNECT_WALLET}
            </Button>
          )}
        </>
      );
    case 'RENEW_TOKEN':
      return signing(RENEWING_WALLET_TOKEN);
    case 'GET_NONCE':
      return signing(SIGNING_NONCE);
    case 'ATTACH':
      return <LoadingStatus label={ATTACHING} />;
  }
}

export function ConnectSection({
  backLabel,
  onBack,
  ...step
}: {
  view: ConnectView;
  request: ConnectRequest;
  /** The connect flow's status as the panel shows it (../modal-header.ts, `shownConnect`). */
  shown: ConnectStatus;
  /** The way back to Select; null: none (token mode). */
  backLabel: string | null;
  onConnect: (kind: WalletAppKind) => void;
  onReconnect: () => void;
  /** The signing step's "Cancel" and "Request again" (../signing-reducer.ts). */
  onCancelRequest: () => void;
  onRequestAgain: () => void;
  /** The way back after "Open in wallet" (../way-back.ts). */
  wayBack: WayBack;
  onBack: () => void;
}) {
  return (
    <Stack gap="4">
      {step.view.section === 'Verify' && <VerifyHeading view={step.view} />}
      <Step {...step} />
      {backLabel && (
        <Button variant="ghost" alignSelf="start" onClick={onBack}>
          {backLabel}
        </Button>
      )}
    </Stack>
  );
}
