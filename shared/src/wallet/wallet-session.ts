/**
 * The wallet session: every field of spec section 3 "Wallet session". Values not yet
 * known are `null` (not empty strings) so "unset" cannot be mistaken for a value.
 * The session store holds one; the connection reducer produces the next one.
 */
import { WALLET_CONNECTION_TIMEOUT_MS, WALLET_LIBRARY_VERSION } from './wallet-constants.ts';

export type WalletStatus = 'disconnected' | 'pending' | 'connected';

/** The wallet methods during which `pendingMethod` is set (spec section 4). */
export const WALLET_METHODS = [
  'sendMessage',
  'switchToGroup',
  'signJWT',
  'signHexMessage',
  'removePendingMethod',
] as const;
export type WalletMethod = (typeof WALLET_METHODS)[number];

/** An on-chain attribute of the wallet's account (name, value and its type). */
export interface WalletAttribute {
  name: string;
  value: string;
  type?: string;
}

/** The group policy the wallet currently acts for; the provider may send more fields. */
export interface RepresentedGroupPolicy {
  address: string;
  readonly [field: string]: unknown;
}

/** The wallet app at the other end of the bridge, as it describes itself. */
export interface WalletPeer {
  name: string;
  url?: string;
  description?: string;
  icons?: string[];
}

export interface WalletModal {
  /** Deep link for the mobile wallet. */
  dynamicUrl: string | null;
  isMobile: boolean;
  /** The QR image (a data URL) and the link it encodes. */
  QRCodeImg: string | null;
  QRCodeUrl: string | null;
  showModal: boolean;
}

export interface WalletSession {
  /** The individual wallet address. */
  address: string | null;
  attributes: WalletAttribute[];
  /** The bridge (relay) URL of a mobile session. */
  bridge: string | null;
  connected: boolean;
  /** Connection start and expiry, epoch milliseconds. */
  connectionEST: number | null;
  connectionEXP: number | null;
  /** Milliseconds a connection lasts after its last wallet action. */
  connectionTimeout: number;
  /** Element id the hosted wallet's iframe is mounted in. */
  iframeParentId: string | null;
  modal: WalletModal;
  peer: WalletPeer | null;
  pendingMethod: WalletMethod | null;
  /** Compressed public key, hex. */
  publicKey: string | null;
  representedGroupPolicy: RepresentedGroupPolicy | null;
  signedJWT: string | null;
  status: WalletStatus;
  version: string;
  /** Wallet provider id (see wallet-app-ids.ts). */
  walletAppId: string | null;
  walletInfo: { name?: string };
}

export const initialWalletModal: WalletModal = {
  dynamicUrl: null,
  isMobile: false,
  QRCodeImg: null,
  QRCodeUrl: null,
  showModal: false,
};

export const initialWalletSession: WalletSession = {
  address: null,
  attributes: [],
  bridge: null,
  connected: false,
  connectionEST: null,
  connectionEXP: null,
  connectionTimeout: WALLET_CONNECTION_TIMEOUT_MS,
  iframeParentId: null,
  modal: initialWalletModal,
  peer: null,
  pendingMethod: null,
  publicKey: null,
  representedGroupPolicy: null,
  signedJWT: null,
  status: 'disconnected',
  version: WALLET_LIBRARY_VERSION,
  walletAppId: null,
  walletInfo: {},
};
