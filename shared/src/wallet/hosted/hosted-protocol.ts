/**
 * What the product's page and the hosted wallet's frame say to each other over
 * `postMessage`. walletconnect-js 3.10.2 sent the hosted wallet its requests over the
 * WalletConnect v1 bridge and took only `window_close` from the frame
 * (docs/wallet-protocol.md); we carry the requests themselves over `postMessage`, in
 * the mobile protocol's methods and payloads (../mobile/mobile-protocol.ts), recorded
 * in docs/spec-decisions.md.
 * - The page loads the frame with its own origin in the address (`?origin=`); the frame
 *   serves only a product origin, and posts only to that origin.
 * - Each side accepts a message only from the other's exact origin (and the page only
 *   from its frame's window).
 * - Frame → page: `ready` once it listens; `response` to each request; `disconnect`
 *   when the person ends the connection there; `window_close` to be taken down.
 * - Page → frame: `request` with an id, a method (`wallet_connect`, `wallet_disconnect`
 *   or one of the mobile protocol's) and its params.
 */
import * as v from 'valibot';
import { rpcAnswerOf, type RpcAnswer } from '../pending-requests.ts';
import type { RepresentedGroupPolicy } from '../wallet-session.ts';

/** The query parameter the frame reads the page's origin from. */
export const PARENT_ORIGIN_PARAM = 'origin';

export const HOSTED_METHODS = {
  connect: 'wallet_connect',
  disconnect: 'wallet_disconnect',
} as const;

/** What the frame answers `wallet_connect` with, once the person approves. */
export interface HostedConnectAnswer {
  address: string;
  /** Compressed public key, hex. */
  publicKey: string;
  /** A token the provider signed for the wallet. */
  jwt: string;
  walletName: string;
  representedGroupPolicy: RepresentedGroupPolicy | null;
}

export type FrameMessage =
  { type: 'ready' } | RpcAnswer | { type: 'disconnect'; reason?: string } | 'window_close';

export interface PageMessage {
  type: 'request';
  id: number;
  method: string;
  params: unknown;
}

const Disconnect = v.object({
  type: v.literal('disconnect'),
  reason: v.fallback(v.optional(v.string()), undefined),
});

/**
 * The message if it is one the frame sends, else null (anything else in the page's
 * inbox is ignored). The adapter reads it only from the frame's exact origin and window.
 */
export function frameMessageOf(data: unknown): FrameMessage | null {
  if (data === 'window_close') return data;
  if (v.is(v.object({ type: v.literal('ready') }), data)) return { type: 'ready' };
  const disconnect = v.safeParse(Disconnect, data);
  if (disconnect.success) return disconnect.output;
  return v.is(v.object({ type: v.literal('response') }), data) ? rpcAnswerOf(data) : null;
}
