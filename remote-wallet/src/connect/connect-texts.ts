/**
 * The connect step's texts (spec section 2, "Connect"; the ones the specification does
 * not give are listed in docs/spec-decisions.md, "The wallet modal"). The modal and the
 * organization page read them from here only.
 */
import type { WalletAppKind } from '@lender/shared/wallet';

/** The kind buttons. */
export const WALLET_TYPE_LABELS: Record<WalletAppKind, string> = {
  mobile: 'Mobile wallet',
  extension: 'Chrome Extension Wallet',
  hosted: 'Use your provider account',
};

/** Waiting for each kind of wallet (mobile: until the pairing link comes). */
export const AWAITING_SIGNATURE = 'Awaiting signature in the wallet window...';
export const APPROVE_IN_EXTENSION = 'Approve the connection in the wallet extension…';
export const PREPARING_QR = 'Preparing the QR code…';

/** The way back from connecting to choosing a wallet (the modal's, the organization page's). */
export const SELECT_ANOTHER_WALLET = 'Select Another Wallet';

/** Beside the "no extension" error: where to get it. */
export const GET_EXTENSION = 'Get the Chrome extension wallet';

/** The mobile view (./MobileView.tsx). */
export const SCAN_STEPS = [
  'Open the wallet app on your phone.',
  'Choose to scan a QR code.',
  'Scan this code, then approve the connection in the app.',
] as const;
export const QR_ALT = 'QR code with the link that connects your mobile wallet';
export const OPEN_IN_WALLET = 'Open in wallet';
export const PREPARING_LINK = 'Preparing the link to your wallet…';
export const DRAWING_QR = 'Drawing the QR code…';
export const QR_FAILED = 'The QR code could not be drawn. Copy the link instead.';
/** The copy button: its words on a phone-sized screen, and elsewhere. */
export const COPY_QR_PHONE = 'Copy QR Code';
export const COPY_QR = 'Copy link to QR';
/** Where to get each wallet, in the order shown. */
export const STORE_LINK_TEXTS = {
  apple: 'Get the wallet on the App Store',
  google: 'Get the wallet on Google Play',
  extension: 'Use the Chrome extension wallet',
} as const;

/**
 * The way back (./WayBack.tsx): back on the page after "Open in wallet" with no wallet
 * connected. The store links and the QR code with its copy button are the mobile view's own.
 */
export const WAY_BACK_HEADING = 'The wallet app did not connect';
export const WAY_BACK_TEXT =
  'Open it again, or get the app if it is not on this phone. To connect from another device, scan the QR code or copy the link.';
export const OPEN_IN_WALLET_AGAIN = 'Open the wallet app again';

/** The copy toast (./copy-link.ts). */
export const COPIED = 'Copied!';
export const COPY_FAILED = 'The link could not be copied. Select it and copy it yourself.';
