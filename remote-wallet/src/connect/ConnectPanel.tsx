/**
 * The connect step's view (status: ./connect-flow.ts, runner: ./use-connect.ts),
 * shared by the wallet modal's Connect and Verify and the organization page's Connect
 * step: the error, the kind buttons to choose from, then what the person waits for in
 * the wallet. The way back is each screen's own (its words differ).
 */
import { Button, Link, LoadingStatus, Stack, Text } from '@lender/shared';
import { WALLET_EXTENSION_MISSING, type WalletAppKind } from '@lender/shared/wallet';
import { useMemo, type JSX } from 'react';
import type { ConnectRequest, ConnectStatus } from './connect-flow.ts';
import {
  APPROVE_IN_EXTENSION,
  AWAITING_SIGNATURE,
  GET_EXTENSION,
  PREPARING_QR,
  WALLET_TYPE_LABELS,
} from './connect-texts.ts';
import { copyLink } from './copy-link.ts';
import { MobileView } from './MobileView.tsx';
import { walletLinks } from './wallet-links.ts';
import type { WayBack } from './WayBack.tsx';

type WalletLinks = ReturnType<typeof walletLinks>;

function Waiting({
  status,
  links: { stores, universalLink },
  wayBack,
}: {
  status: Extract<ConnectStatus, { step: 'connecting' }>;
  links: WalletLinks;
  wayBack: WayBack | undefined;
}) {
  if (status.kind === 'hosted') return <LoadingStatus label={AWAITING_SIGNATURE} />;
  if (status.kind === 'extension') return <LoadingStatus label={APPROVE_IN_EXTENSION} />;
  return status.pairingUri ? (
    <MobileView
      pairingUri={status.pairingUri}
      stores={stores}
      universalLink={universalLink}
      onCopy={copyLink}
      wayBack={wayBack}
    />
  ) : (
    <LoadingStatus label={PREPARING_QR} />
  );
}

export function ConnectPanel({
  request,
  status,
  onConnect,
  wayBack,
}: {
  request: ConnectRequest;
  status: ConnectStatus;
  onConnect: (kind: WalletAppKind) => void;
  /** The wallet modal's way back after "Open in wallet" (./WayBack.tsx). */
  wayBack?: WayBack;
}): JSX.Element {
  const error = status.step === 'choose' ? status.error : undefined;
  // Read once for the panel: the extension's store link and the mobile view's links.
  const links = useMemo(walletLinks, []);
  const extensionStore = links.stores?.extension ?? null;
  return (
    <Stack gap="4">
      {error && <Text role="alert">{error}</Text>}
      {error === WALLET_EXTENSION_MISSING && extensionStore && (
        <Link href={extensionStore} target="_blank" rel="noreferrer" alignSelf="start">
          {GET_EXTENSION}
        </Link>
      )}
      {status.step === 'choose' ? (
        <Stack gap="2">
          {request.kinds.map((kind) => (
            <Button key={kind} colorPalette="brand" onClick={() => onConnect(kind)}>
              {WALLET_TYPE_LABELS[kind]}
            </Button>
          ))}
        </Stack>
      ) : (
        <Waiting status={status} links={links} wayBack={wayBack} />
      )}
    </Stack>
  );
}
