/**
 * What the product's page and the wallet's browser extension say to each other.
 * walletconnect-js 3.10.2 only nudged the extension with DOM events and carried the
 * requests over the WalletConnect v1 bridge (docs/wallet-protocol.md, §3); we keep its
 * detection and its event name, and carry the requests themselves in the events, in
 * the mobile protocol's methods and payloads (../mobile/mobile-protocol.ts), recorded
 * in docs/spec-decisions.md ("The browser extension's protocol").
 * - Installed: the extension defines `window.figureWalletExtension` with `isFigure`.
 * - Page → extension: a `figureWalletExtensionSendMessage` event on `document`, its
 *   detail `{ sender: 'wcjs', request: { id, method, params } }`.
 * - Extension → page: a `figureWalletExtensionReceiveMessage` event on `document`,
 *   its detail `{ sender: 'content-script', type, … }`: a `response` to a request (its
 *   `id`, and `result` or `error: { code, message }`), a
 *   `disconnect` when the person ends the connection there, or `reinitialize`, which
 *   asks the page to start a connect in progress again (the specification's "message
 *   event asking to reinitialise").
 * - Methods: `wallet_hello` (answered at once, without the person: the extension is
 *   listening), `wallet_connect`, `wallet_disconnect`, and the mobile protocol's.
 * Any script on the page can dispatch these events, as it could with the real
 * extension: the extension asks the person before it signs anything, the page takes a
 * connect answer only when its token proves it (../connection-proof.ts), and the
 * services check every signature again.
 */
import * as v from 'valibot';
import { rpcAnswerOf, type RpcAnswer } from '../pending-requests.ts';
import type { RepresentedGroupPolicy } from '../wallet-session.ts';

/** The global the extension defines on the page. */
export const EXTENSION_GLOBAL = 'figureWalletExtension';
export const EXTENSION_SEND_EVENT = 'figureWalletExtensionSendMessage';
export const EXTENSION_RECEIVE_EVENT = 'figureWalletExtensionReceiveMessage';
export const PAGE_SENDER = 'wcjs';
export const EXTENSION_SENDER = 'content-script';

export const EXTENSION_METHODS = {
  hello: 'wallet_hello',
  connect: 'wallet_connect',
  disconnect: 'wallet_disconnect',
} as const;

/** What the extension answers `wallet_connect` with, once the person approves. */
export interface ExtensionConnectAnswer {
  address: string;
  /** Compressed public key, hex. */
  publicKey: string;
  /** A token the wallet signed itself. */
  jwt: string;
  walletName: string;
  representedGroupPolicy: RepresentedGroupPolicy | null;
}

export interface ExtensionRequest {
  id: number;
  method: string;
  params: unknown;
}

/** The detail of the event the page sends. */
export interface PageToExtension {
  sender: typeof PAGE_SENDER;
  request: ExtensionRequest;
}

export type ExtensionMessage = RpcAnswer | { type: 'disconnect'; reason?: string } | { type: 'reinitialize' };

/** True when the wallet's extension is installed in this browser. */
export function extensionInstalled(page: Window = window): boolean {
  const global = (page as unknown as Record<string, unknown>)[EXTENSION_GLOBAL];
  return Boolean(
    global && typeof global === 'object' && (global as { isFigure?: unknown }).isFigure === true,
  );
}

const FromExtension = v.looseObject({
  sender: v.literal(EXTENSION_SENDER),
  type: v.picklist(['reinitialize', 'disconnect', 'response']),
});
const Disconnect = v.object({ reason: v.fallback(v.optional(v.string()), undefined) });

/** The extension's message in an event detail, or null for anything else (the page's own requests included). */
export function extensionMessageOf(detail: unknown): ExtensionMessage | null {
  const message = v.safeParse(FromExtension, detail);
  if (!message.success) return null;
  if (message.output.type === 'reinitialize') return { type: 'reinitialize' };
  if (message.output.type === 'disconnect')
    return { type: 'disconnect', reason: v.parse(Disconnect, detail).reason };
  return rpcAnswerOf(detail);
}
