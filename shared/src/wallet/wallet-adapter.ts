/**
 * The one interface every kind of wallet is reached through: the browser extension,
 * a mobile wallet over WalletConnect, the provider's hosted iframe wallet, or an
 * in-memory test wallet. The connection driver talks only to this, so it never knows
 * (or branches on) which kind it has. Types only.
 */
import type { ConnectOptions } from './connect-options.ts';
import type { RepresentedGroupPolicy, WalletAttribute, WalletMethod, WalletPeer } from './wallet-session.ts';

/** `page`: the page's wallet, passing each call to the adapter of the kind chosen (./page/wallet-kind-switch.ts). */
export type WalletKind = 'extension' | 'mobile' | 'hosted' | 'in-memory' | 'page';

/** What a wallet reports when it connects; a session update may send part of it. */
export interface WalletConnection {
  address: string;
  /** Compressed public key, hex. */
  publicKey: string;
  signedJWT: string | null;
  representedGroupPolicy?: RepresentedGroupPolicy | null;
  attributes?: WalletAttribute[];
  peer?: WalletPeer | null;
  walletAppId?: string | null;
  walletInfo?: { name?: string };
  bridge?: string | null;
}

/** A transaction for the wallet to sign and broadcast: base64 `Any` messages. */
export interface WalletMessage {
  messages: string[];
  description?: string;
}

/** A broadcast result; a non-zero `code` is a failure and `rawLog` says why. */
export interface SendMessageResult {
  code: number;
  rawLog: string;
  txHash?: string;
}

export interface SwitchToGroupResult {
  signedJWT: string | null;
  representedGroupPolicy: RepresentedGroupPolicy | null;
}

/**
 * Things the wallet itself reports, outside any call's result: a session update, the
 * end of the session from its side, the pairing link of a connect in progress (for a
 * QR code or a deep link), and a request waiting for the person in the wallet.
 */
export type WalletAdapterEvent =
  | { type: 'session-update'; connection: Partial<WalletConnection> }
  | { type: 'disconnect'; reason?: string }
  | { type: 'pairing-uri'; uri: string }
  | { type: 'request-waiting'; method: WalletMethod; requestId: string }
  | { type: 'request-settled'; method: WalletMethod; requestId: string };

export interface WalletAdapter {
  readonly kind: WalletKind;
  connect(options: ConnectOptions): Promise<WalletConnection>;
  /**
   * The connection the wallet still keeps from before the page loaded, taken up again
   * without asking the person; null when it keeps none. Without it, restoring a saved
   * session connects again (a wallet that remembers the site answers at once).
   */
  resume?(): Promise<WalletConnection | null>;
  disconnect(): Promise<void>;
  /** A fresh signed token for the connected wallet; `expiresAt` in epoch seconds. */
  signJWT(request: { expiresAt?: number }): Promise<string>;
  /** The 64-byte r‖s signature, hex, of the message's bytes. */
  signHexMessage(hexMessage: string): Promise<string>;
  sendMessage(message: WalletMessage): Promise<SendMessageResult>;
  /** Act for a group, or for the individual wallet again when no address is given. */
  switchToGroup(groupAddress?: string): Promise<SwitchToGroupResult>;
  /**
   * Withdraws a request still waiting for the person, named by its id (`requestId` of
   * `request-waiting`): the request rejects at once with WalletRequestWithdrawnError, and
   * the wallet is asked to drop it. Resolves in every case, within WITHDRAW_WAIT_MS.
   */
  removePendingMethod(requestId: string): Promise<void>;
  /** Listen to the wallet's own events; returns the unsubscribe. */
  subscribe?(listener: (event: WalletAdapterEvent) => void): () => void;
}
