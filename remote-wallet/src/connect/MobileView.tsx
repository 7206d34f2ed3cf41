/**
 * The mobile wallet's Connect view: the pairing link as a QR code to scan (drawn by
 * `qrcode`, loaded with this view and prefetched once the modal opens), the link to
 * copy, the three steps, and where to get the wallet. The QR code is an SVG image
 * with a text alternative; the link itself is always there to copy. On a phone-sized
 * screen the QR code is the compact one (width 182) and "Open in wallet" follows the
 * deep link (./deep-link.ts), shortened by the short-link service. Back from it with
 * nothing connected (the modal's `wayBack`), the same offers sit in the way back
 * (./WayBack.tsx), the store links next to "Open the wallet app again".
 */
import { Box, Button, chakra, Link, LoadingStatus, Stack, Text } from '@lender/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { shortLinkOf } from '../calls/short-link-call.ts';
import {
  COPY_QR,
  COPY_QR_PHONE,
  DRAWING_QR,
  OPEN_IN_WALLET,
  OPEN_IN_WALLET_AGAIN,
  PREPARING_LINK,
  QR_ALT,
  QR_FAILED,
  SCAN_STEPS,
  STORE_LINK_TEXTS,
} from './connect-texts.ts';
import { deepLinkOf, PHONE_MAX_WIDTH_PX, shortenedLink } from './deep-link.ts';
import { WayBackRegion, type WayBack } from './WayBack.tsx';

/** The QR image's size (spec section 9: 256x256), and its width in the compact place (phone-sized screens). */
export const QR_SIZE = 256;
export const QR_COMPACT_SIZE = 182;

const phoneQuery = `(max-width: ${PHONE_MAX_WIDTH_PX}px)`;
function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia?.(phoneQuery);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
/** True on a screen narrower than 600 px, kept in step as it turns or resizes. */
export function usePhoneSized(): boolean {
  return useSyncExternalStore(subscribeToWidth, () => window.matchMedia?.(phoneQuery).matches ?? false);
}

/** The deep link to open the wallet app with, once shortened (null while it is made, or without a universal link). */
function useOpenInWalletLink(pairingUri: string, universalLink: string | null): string | null {
  const [state, setState] = useState<{ for: string; link: string } | null>(null);
  useEffect(() => {
    if (!universalLink) return;
    let active = true;
    const long = deepLinkOf(universalLink, pairingUri);
    void shortenedLink(long, shortLinkOf).then((link) => active && setState({ for: pairingUri, link }));
    return () => {
      active = false;
    };
  }, [pairingUri, universalLink]);
  return state?.for === pairingUri ? state.link : null;
}

export interface StoreLinks {
  apple: string;
  google: string;
  extension: string;
}

/** The pairing link as an SVG data URL, or null while it is drawn. */
function useQrCode(link: string, size: number): { image: string | null; failed: boolean } {
  const [state, setState] = useState<{ link: string; image: string | null; failed: boolean }>({
    link,
    image: null,
    failed: false,
  });
  useEffect(() => {
    let active = true;
    import('qrcode')
      .then(({ toString }) => toString(link, { type: 'svg', margin: 1, width: size }))
      .then(
        (svg) =>
          active &&
          setState({ link, image: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`, failed: false }),
        () => active && setState({ link, image: null, failed: true }),
      );
    return () => {
      active = false;
    };
  }, [link, size]);
  return state.link === link ? state : { image: null, failed: false };
}

export function MobileView({
  pairingUri,
  stores,
  universalLink,
  onCopy,
  wayBack,
}: {
  pairingUri: string;
  stores: StoreLinks | null;
  /** The mobile wallet's universal link (the runtime configuration's), null when none is configured. */
  universalLink: string | null;
  onCopy: (link: string) => void;
  /** The wallet modal's way back after "Open in wallet"; none elsewhere (the organization page). */
  wayBack?: WayBack;
}) {
  const phone = usePhoneSized();
  const size = phone ? QR_COMPACT_SIZE : QR_SIZE;
  const qr = useQrCode(pairingUri, size);
  const openLink = useOpenInWalletLink(pairingUri, phone ? universalLink : null);
  const returns = wayBack?.returns ?? 0;
  const storeLinks = stores && (
    <Stack direction="row" gap="3" wrap="wrap" fontSize="sm" alignSelf="stretch">
      {(['apple', 'google', 'extension'] as const).map((store) => (
        <Link key={store} href={stores[store]} target="_blank" rel="noreferrer">
          {STORE_LINK_TEXTS[store]}
        </Link>
      ))}
    </Stack>
  );
  const offers = (
    <>
      {phone &&
        universalLink &&
        (openLink ? (
          <Button asChild colorPalette="brand" alignSelf="stretch">
            {/* A new tab: the page keeps the pairing open while the wallet app answers. */}
            <a href={openLink} target="_blank" rel="noreferrer" onClick={wayBack?.onOpened}>
              {returns > 0 ? OPEN_IN_WALLET_AGAIN : OPEN_IN_WALLET}
            </a>
          </Button>
        ) : (
          <LoadingStatus label={PREPARING_LINK} />
        ))}
      {returns > 0 && storeLinks}
      <Box width={`${size}px`} height={`${size}px`} maxW="full" display="grid" placeItems="center">
        {qr.image ? (
          <chakra.img src={qr.image} alt={QR_ALT} width={size} height={size} />
        ) : qr.failed ? (
          <Text role="alert">{QR_FAILED}</Text>
        ) : (
          <LoadingStatus label={DRAWING_QR} />
        )}
      </Box>
      <Button variant="outline" onClick={() => onCopy(pairingUri)}>
        {phone ? COPY_QR_PHONE : COPY_QR}
      </Button>
      <chakra.ol ps="5" listStyleType="decimal" alignSelf="stretch">
        {SCAN_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </chakra.ol>
      {returns === 0 && storeLinks}
    </>
  );
  return returns > 0 ? (
    <WayBackRegion returns={returns}>{offers}</WayBackRegion>
  ) : (
    <Stack gap="3" align="center">
      {offers}
    </Stack>
  );
}
