/**
 * The loader's side of the handshake (../src/embed/protocol.ts): the frame's address, the
 * `hello`, and which `message` events are the frame's.
 */
import {
  EMBED_PARAMS,
  EMBED_PATHS,
  EMBED_PROTOCOL,
  parseFrameMessage,
  type FrameMessage,
  type LoaderMessage,
} from '../src/embed/protocol.ts';
import type { EmbedOptions } from './options.ts';

/** `<shell><embed path>?origin=…&channel=…&label=…[&wallet=1]`: what the frame needs to know. */
export function frameUrl(
  shellOrigin: string,
  options: Pick<EmbedOptions, 'label' | 'screen' | 'wallet' | 'nonce'>,
  pageOrigin: string,
  channel: string,
): string {
  const url = new URL(EMBED_PATHS[options.screen], shellOrigin);
  url.searchParams.set(EMBED_PARAMS.origin, pageOrigin);
  url.searchParams.set(EMBED_PARAMS.channel, channel);
  url.searchParams.set(EMBED_PARAMS.label, options.label);
  if (options.wallet) url.searchParams.set(EMBED_PARAMS.wallet, '1');
  if (options.nonce) url.searchParams.set(EMBED_PARAMS.nonce, options.nonce);
  return url.href;
}

export const helloMessage = (channel: string): LoaderMessage => ({
  protocol: EMBED_PROTOCOL,
  channel,
  type: 'hello',
});

/**
 * The frame's message, or null for anything else on the partner's `message` event: it must come
 * from our frame's window (null once the frame is gone: a null source never matches), from the
 * shell's origin, on this opening's channel, and parse. Opened with a nonce (`needsResult`), a
 * success without a signed result is no success: it is dropped (a script of the page can forge a
 * message that passes every other check; it cannot forge the result).
 */
export function acceptFrameMessage(
  event: Pick<MessageEvent, 'source' | 'origin' | 'data'>,
  frame: Window | null,
  shellOrigin: string,
  channel: string,
  needsResult = false,
): FrameMessage | null {
  if (frame === null || event.source !== frame || event.origin !== shellOrigin) return null;
  const message = parseFrameMessage(event.data, channel);
  return message?.type === 'success' && needsResult && message.result === undefined ? null : message;
}

/** A random name for one opening (messages of an earlier opening are ignored). */
export const newChannel = (): string => crypto.randomUUID();
