/**
 * The mobile wallet's Connect view: the pairing link as a QR code to scan (drawn by
 * `qrcode`, loaded with this view and prefetched once the modal opens), the link to
 * copy, the three steps, and where to get the wallet. The QR code is an SVG image
 * with a text alternative; the link itself is always there to copy.
 */
import { Box, Button, chakra, Link, LoadingStatus, Stack, Text } from '@lender/shared';
import { useEffect, useState } from 'react';

export const SCAN_STEPS = [
  'Open the wallet app on your phone.',
  'Choose to scan a QR code.',
  'Scan this code, then approve the connection in the app.',
] as const;
export const QR_ALT = 'QR code with the link that connects your mobile wallet';
/** The QR image's size (spec section 9: 256x256). */
export const QR_SIZE = 256;

export interface StoreLinks {
  apple: string;
  google: string;
  extension: string;
}

/** The pairing link as an SVG data URL, or null while it is drawn. */
function useQrCode(link: string): { image: string | null; failed: boolean } {
  const [state, setState] = useState<{ link: string; image: string | null; failed: boolean }>({
    link,
    image: null,
    failed: false,
  });
  useEffect(() => {
    let active = true;
    import('qrcode')
      .then(({ toString }) => toString(link, { type: 'svg', margin: 1, width: QR_SIZE }))
      .then(
        (svg) =>
          active &&
          setState({ link, image: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`, failed: false }),
        () => active && setState({ link, image: null, failed: true }),
      );
    return () => {
      active = false;
    };
  }, [link]);
  return state.link === link ? state : { image: null, failed: false };
}

export function MobileView({
  pairingUri,
  stores,
  onCopy,
}: {
  pairingUri: string;
  stores: StoreLinks | null;
  onCopy: (link: string) => void;
}) {
  const qr = useQrCode(pairingUri);
  return (
    <Stack gap="3" align="center">
      <Box width={`${QR_SIZE}px`} height={`${QR_SIZE}px`} maxW="full" display="grid" placeItems="center">
        {qr.image ? (
          <chakra.img src={qr.image} alt={QR_ALT} width={QR_SIZE} height={QR_SIZE} />
        ) : qr.failed ? (
          <Text role="alert">The QR code could not be drawn. Copy the link instead.</Text>
        ) : (
          <LoadingStatus label="Drawing the QR code…" />
        )}
      </Box>
      <Button variant="outline" onClick={() => onCopy(pairingUri)}>
        Copy link to QR
      </Button>
      <chakra.ol ps="5" listStyleType="decimal" alignSelf="stretch">
        {SCAN_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </chakra.ol>
      {stores && (
        <Stack direction="row" gap="3" wrap="wrap" fontSize="sm" alignSelf="stretch">
          <Link href={stores.apple} target="_blank" rel="noreferrer">
            Get the wallet on the App Store
          </Link>
          <Link href={stores.google} target="_blank" rel="noreferrer">
            Get the wallet on Google Play
          </Link>
          <Link href={stores.extension} target="_blank" rel="noreferrer">
            Use the Chrome extension wallet
          </Link>
        </Stack>
      )}
    </Stack>
  );
}
