/**
 * The hosted wallet adapter: the provider's wallet in a frame on the page, reached
 * over `postMessage` (./hosted-protocol.ts). The frame is put in the element with
 * the session's `iframeParentId`, else the body; it shows while a request waits for
 * the person (focused, so the keyboard reaches it) and hides between requests.
 * - `connect` loads the frame, waits for it to say it is ready (CONNECT_WAIT_MS, no
 *   person involved; WalletUnreachableError after), then asks it to connect, which
 *   waits for the person until it is answered or the page withdraws it.
 * - A withdrawn request (`removePendingMethod`, its abort signal) stops waiting at once
 *   (the frame hides when nothing else waits) and its late answer is ignored; the
 *   removal itself is quiet: it neither shows nor focuses the frame.
 * - Messages from any other origin or window are ignored.
 * - The frame ending the connection, or asking to be closed, is the wallet's
 *   disconnect; a request still waiting then is refused.
 */
import type { ConnectOptions } from '../connect-options.ts';
import { createRpcWalletMethods, type HeldConnection } from '../rpc-wallet-methods.ts';
import type { WalletAdapter, WalletAdapterEvent } from '../wallet-adapter.ts';
import { walletAppIdFor, type WalletEnvironment } from '../wallet-app-ids.ts';
import { CONNECT_WAIT_MS, NO_WALLET_CONNECTED } from '../wallet-constants.ts';
import { createPendingRequests } from '../pending-requests.ts';
import {
  WALLET_ENDED_CONNECTION,
  WalletRejectedError,
  WalletUnreachableError,
  withinTime,
} from '../wallet-errors.ts';
import {
  frameMessageOf,
  HOSTED_METHODS,
  PARENT_ORIGIN_PARAM,
  type HostedConnectAnswer,
  type PageMessage,
} from './hosted-protocol.ts';

export interface HostedWalletAdapterOptions {
  /** The hosted wallet's page (see hostedWalletUrl). */
  hostedUrl: string;
  environment: WalletEnvironment;
  /** The element the frame goes in; the body when none is given or found. */
  iframeParentId?: string | null;
  /** How long the frame may take to say it is ready; default CONNECT_WAIT_MS. */
  readyTimeoutMs?: number;
  issuer?: string;
  now?: () => number;
  /** The page's window (tests). */
  window?: Window;
}

/**
 * Where the frame sits: the whole screen on one narrower than 600 px (spec section 9);
 * otherwise in the flow of the element it is given (the wallet modal, whose Close and
 * "Select Another Wallet" stay in view above and beside it), or, given none, the
 * provider's window over the page's top right. The specification's 600x600 box is not
 * used on wider screens: fixed over a centred modal it covered the modal's Close.
 */
const NARROW_SCREEN_PX = 600;
const FRAME_LOOK = 'border:1px solid #cbd5e0;background:#fff';
const frameStyle = (place: 'screen' | 'in-flow' | 'corner') =>
  place === 'screen'
    ? `${FRAME_LOOK};position:fixed;inset:0;width:100vw;height:100dvh;z-index:2147483647`
    : place === 'in-flow'
      ? `${FRAME_LOOK};display:block;width:100%;height:min(36rem,60vh);margin-top:1rem;border-radius:.5rem`
      : `${FRAME_LOOK};position:fixed;top:1rem;right:1rem;width:min(26rem,calc(100vw - 2rem));` +
        'height:min(36rem,calc(100vh - 2rem));border-radius:.5rem;z-index:2147483647;box-shadow:0 8px 24px rgba(0,0,0,.2)';

export function createHostedWalletAdapter(options: HostedWalletAdapterOptions): WalletAdapter {
  const { environment, now = Date.now, issuer = 'provenance.io' } = options;
  const page = options.window ?? window;
  const frameUrl = new URL(options.hostedUrl);
  frameUrl.searchParams.set(PARENT_ORIGIN_PARAM, page.location.origin);
  const frameOrigin = frameUrl.origin;
  const walletAppId = walletAppIdFor('hosted', environment);
  const listeners = new Set<(event: WalletAdapterEvent) => void>();
  const waiting = createPendingRequests();
  /** The requests waiting for the person, which show the frame (a quiet one does not). */
  const showing = new Set<number>();
  let frame: HTMLIFrameElement | null = null;
  let ready: Promise<void> | null = null;
  let markReady: (() => void) | null = null;
  const held: HeldConnection = { current: null };

  const emit = (event: WalletAdapterEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  const show = (visible: boolean) => {
    if (!frame) return;
    frame.style.display = visible ? 'block' : 'none';
    if (visible) frame.focus();
  };

  function takeDown(reason: string | null): void {
    frame?.remove();
    frame = null;
    ready = null;
    page.removeEventListener('message', onMessage);
    waiting.failAll(new WalletRejectedError());
    const wasConnected = held.current !== null;
    held.current = null;
    if (wasConnected && reason !== null) emit({ type: 'disconnect', reason });
  }

  function onMessage(event: MessageEvent): void {
    if (!frame || event.origin !== frameOrigin || event.source !== frame.contentWindow) return;
    const message = frameMessageOf(event.data);
    if (message === null) return;
    if (message === 'window_close' || message.type === 'disconnect') return takeDown(WALLET_ENDED_CONNECTION);
    if (message.type === 'ready') return markReady?.();
    waiting.settle(message);
  }

  /** The frame, loaded and listening; a frame that does not say so in time is taken down. */
  function openFrame(): Promise<void> {
    if (ready) return ready;
    page.addEventListener('message', onMessage);
    const element = page.document.createElement('iframe');
    element.src = frameUrl.toString();
    element.title = 'Your provider account';
    const narrow = page.matchMedia?.(`(max-width: ${NARROW_SCREEN_PX - 1}px)`).matches ?? false;
    const given = options.iframeParentId ? page.document.getElementById(options.iframeParentId) : null;
    // Through the CSSOM: a `style` attribute is inline style, which the page's policy refuses.
    element.style.cssText = frameStyle(narrow ? 'screen' : given ? 'in-flow' : 'corner');
    (given ?? page.document.body).append(element);
    frame = element;
    const loading = new Promise<void>((resolve) => (markReady = resolve));
    ready = withinTime(loading, options.readyTimeoutMs ?? CONNECT_WAIT_MS).catch((error: unknown) => {
      takeDown(null);
      throw error instanceof WalletUnreachableError ? error : new WalletUnreachableError();
    });
    return ready;
  }

  /**
   * The frame for a request while connected: a frame the page took out of the document
   * (the element it sat in went, as the wallet modal's does when it closes) is loaded
   * again, in the element if it is back, else in the body. The provider's page remembers
   * the connection, so the person is not asked again.
   */
  async function frameWindow(): Promise<Window | null> {
    if (frame && !frame.isConnected && held.current) {
      frame = null;
      ready = null;
      await openFrame();
    }
    return frame?.contentWindow ?? null;
  }

  /** Sends one request; shows the frame while the person decides, unless it is `quiet`. */
  async function call<T>(method: string, params: unknown, signal?: AbortSignal, quiet = false): Promise<T> {
    const target = await frameWindow();
    if (!target) throw new Error(NO_WALLET_CONNECTED);
    const id = waiting.nextId();
    const message: PageMessage = { type: 'request', id, method, params };
    const answer = waiting.answerTo<T>(id, signal);
    if (signal?.aborted) return answer;
    if (!quiet) showing.add(id);
    show(showing.size > 0);
    target.postMessage(message, frameOrigin);
    try {
      return await answer;
    } finally {
      showing.delete(id);
      show(showing.size > 0);
    }
  }

  const methods = createRpcWalletMethods({
    send: call,
    emit,
    held,
    issuer,
    now,
  });

  return {
    kind: 'hosted',
    async connect(connectOptions: ConnectOptions) {
      await openFrame();
      const answer = await call<HostedConnectAnswer>(HOSTED_METHODS.connect, connectOptions);
      if (!answer?.address || !answer.publicKey) throw new Error('The wallet approved no account');
      held.current = {
        address: answer.address,
        publicKey: answer.publicKey,
        signedJWT: answer.jwt ?? null,
        representedGroupPolicy: answer.representedGroupPolicy ?? null,
        peer: { name: answer.walletName, url: frameOrigin },
        walletInfo: { name: answer.walletName },
        walletAppId,
        bridge: null,
      };
      return held.current;
    },
    async disconnect() {
      if (frame?.contentWindow)
        frame.contentWindow.postMessage(
          {
            type: 'request',
            id: waiting.nextId(),
            method: HOSTED_METHODS.disconnect,
            params: [],
          } satisfies PageMessage,
          frameOrigin,
        );
      takeDown(null);
      return Promise.resolve();
    },
    ...methods,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
