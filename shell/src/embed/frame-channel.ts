/**
 * The frame's side of the handshake (./protocol.ts): it waits for the loader's `hello` from its
 * parent window, from the origin the server vouched for, on this opening's channel; only then does
 * it answer, and every message goes to that origin alone (`postMessage`'s target origin: a parent
 * of any other origin receives nothing). Messages of any other window, origin or channel are
 * ignored; the frame reads nothing else from the partner's page.
 */
import { EMBED_PROTOCOL, parseLoaderMessage, type FrameMessage } from './protocol.ts';

type Body<M> = M extends unknown ? Omit<M, 'protocol' | 'channel'> : never;
export type FrameMessageBody = Body<FrameMessage>;

export interface FrameChannel {
  post(body: FrameMessageBody): void;
}

interface Opening {
  origin: string;
  channel: string;
}

/**
 * The channel to the parent once its `hello` arrives; null when none does within `timeoutMs`.
 * Listening, it says `waiting` to the announced origin (a parent of another origin receives
 * nothing), so the loader's `hello` need not wait for this frame's load event.
 */
export function waitForHello(win: Window, opening: Opening, timeoutMs: number): Promise<FrameChannel | null> {
  return new Promise((resolve) => {
    const finish = (channel: FrameChannel | null) => {
      win.removeEventListener('message', onMessage);
      clearTimeout(timer);
      resolve(channel);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== win.parent || event.origin !== opening.origin) return;
      if (!parseLoaderMessage(event.data, opening.channel)) return;
      finish(channelTo(win.parent, opening));
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    win.addEventListener('message', onMessage);
    if (win.parent !== win) channelTo(win.parent, opening).post({ type: 'waiting' });
  });
}

export function channelTo(parent: Window, { origin, channel }: Opening): FrameChannel {
  return {
    post: (body) => parent.postMessage({ ...body, protocol: EMBED_PROTOCOL, channel }, origin),
  };
}
