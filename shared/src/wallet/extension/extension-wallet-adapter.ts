/**
 * The browser-extension adapter: the wallet's extension in this browser, reached over
 * DOM events on `document` (./extension-protocol.ts).
 * - `connect` fails at once with WalletExtensionMissingError when the extension is not
 *   installed (the modal then offers the store link); otherwise it checks that the
 *   extension is listening (`wallet_hello`, answered without the person, within
 *   CONNECT_WAIT_MS; WalletUnreachableError after), then asks it to connect, which
 *   waits for the person (the modal has the way out).
 * - A withdrawn request (`removePendingMethod`, its abort signal) stops waiting at once,
 *   and its late answer is ignored; the extension is asked to drop it.
 * - The extension asking to reinitialise sends a connect still waiting again.
 * - The extension ending the connection is the wallet's disconnect; a request still
 *   waiting then is refused.
 */
import type { ConnectOptions } from '../connect-options.ts';
import { createPendingRequests } from '../pending-requests.ts';
import { createRpcWalletMethods, type HeldConnection } from '../rpc-wallet-methods.ts';
import type { WalletAdapter, WalletAdapterEvent } from '../wallet-adapter.ts';
import { WALLET_APP_IDS } from '../wallet-app-ids.ts';
import { CONNECT_WAIT_MS, NO_WALLET_CONNECTED } from '../wallet-constants.ts';
import {
  WALLET_ENDED_CONNECTION,
  WalletExtensionMissingError,
  WalletRejectedError,
  WalletUnreachableError,
  withinTime,
} from '../wallet-errors.ts';
import {
  EXTENSION_METHODS,
  EXTENSION_RECEIVE_EVENT,
  EXTENSION_SEND_EVENT,
  extensionInstalled,
  extensionMessageOf,
  PAGE_SENDER,
  type ExtensionConnectAnswer,
  type PageToExtension,
} from './extension-protocol.ts';

export interface ExtensionWalletAdapterOptions {
  /** How long the extension may take to say it listens; default CONNECT_WAIT_MS. */
  helloTimeoutMs?: number;
  issuer?: string;
  now?: () => number;
  /** The page's window (tests). */
  window?: Window;
}

export function createExtensionWalletAdapter(options: ExtensionWalletAdapterOptions = {}): WalletAdapter {
  const { now = Date.now, issuer = 'provenance.io' } = options;
  const page = options.window ?? window;
  const walletAppId = WALLET_APP_IDS.extension;
  const listeners = new Set<(event: WalletAdapterEvent) => void>();
  const waiting = createPendingRequests();
  let listening = false;
  const held: HeldConnection = { current: null };
  /** The connect request waiting for the person, to send again on `reinitialize`. */
  let connecting: { id: number; params: unknown } | null = null;

  const emit = (event: WalletAdapterEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  function post(id: number, method: string, params: unknown): void {
    const detail: PageToExtension = { sender: PAGE_SENDER, request: { id, method, params } };
    // The given window's own constructor, so the event belongs to its document.
    const PageCustomEvent = (page as Window & typeof globalThis).CustomEvent;
    page.document.dispatchEvent(new PageCustomEvent(EXTENSION_SEND_EVENT, { detail }));
  }

  function stopListening(reason: string | null): void {
    if (listening) page.document.removeEventListener(EXTENSION_RECEIVE_EVENT, onMessage);
    listening = false;
    connecting = null;
    waiting.failAll(new WalletRejectedError());
    const wasConnected = held.current !== null;
    held.current = null;
    if (wasConnected && reason !== null) emit({ type: 'disconnect', reason });
  }

  function onMessage(event: Event): void {
    const message = extensionMessageOf((event as CustomEvent<unknown>).detail);
    if (message === null) return;
    if (message.type === 'disconnect') return stopListening(message.reason ?? WALLET_ENDED_CONNECTION);
    if (message.type === 'reinitialize') {
      if (!connecting) return;
      const id = waiting.nextId();
      waiting.move(connecting.id, id);
      connecting = { id, params: connecting.params };
      return post(id, EXTENSION_METHODS.connect, connecting.params);
    }
    waiting.settle(message);
  }

  /** Sends one request and waits for its answer, or until `signal` withdraws it. */
  function call<T>(method: string, params: unknown, signal?: AbortSignal): Promise<T> {
    if (!listening) return Promise.reject(new Error(NO_WALLET_CONNECTED));
    const id = waiting.nextId();
    const answer = waiting.answerTo<T>(id, signal);
    if (!signal?.aborted) post(id, method, params);
    return answer;
  }

  /** The extension, installed and listening. */
  async function reachExtension(): Promise<void> {
    if (!extensionInstalled(page)) throw new WalletExtensionMissingError();
    if (!listening) page.document.addEventListener(EXTENSION_RECEIVE_EVENT, onMessage);
    listening = true;
    const id = waiting.nextId();
    const hello = waiting.answerTo<unknown>(id);
    post(id, EXTENSION_METHODS.hello, []);
    await withinTime(hello, options.helloTimeoutMs ?? CONNECT_WAIT_MS).catch((error: unknown) => {
      waiting.fail(id, new WalletUnreachableError());
      stopListening(null);
      throw error;
    });
  }

  const methods = createRpcWalletMethods({
    send: call,
    emit,
    held,
    issuer,
    now,
  });

  return {
    kind: 'extension',
    async connect(connectOptions: ConnectOptions) {
      await reachExtension();
      const id = waiting.nextId();
      connecting = { id, params: connectOptions };
      const answer = waiting.answerTo<ExtensionConnectAnswer>(id);
      post(id, EXTENSION_METHODS.connect, connectOptions);
      const approved = await answer.finally(() => (connecting = null));
      if (!approved?.address || !approved.publicKey) throw new Error('The wallet approved no account');
      held.current = {
        address: approved.address,
        publicKey: approved.publicKey,
        signedJWT: approved.jwt ?? null,
        representedGroupPolicy: approved.representedGroupPolicy ?? null,
        peer: { name: approved.walletName },
        walletInfo: { name: approved.walletName },
        walletAppId,
        bridge: null,
      };
      return held.current;
    },
    disconnect() {
      if (listening) post(waiting.nextId(), EXTENSION_METHODS.disconnect, []);
      stopListening(null);
      return Promise.resolve();
    },
    ...methods,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
