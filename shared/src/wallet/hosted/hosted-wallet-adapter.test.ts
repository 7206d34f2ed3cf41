/**
 * The hosted wallet adapter against a stand-in frame that answers as the dev API's
 * hosted test wallet does (a real key, the mobile protocol's answers), driven
 * through real `message` events: only the frame's own origin and window count.
 */
import { signHexMessage } from '../../crypto/hex-signature.ts';
import { verifyHexSignature } from '../../crypto/hex-signature.ts';
import { signJwtES256K, verifyJwtES256K } from '../../crypto/jwt-es256k.ts';
import { addressFromPublicKey, publicKeyHex } from '../../crypto/keys.ts';
import { createWalletConnectionDriver } from '../connection-driver.ts';
import { MOBILE_METHODS } from '../mobile/mobile-protocol.ts';
import type { WalletAdapterEvent } from '../wallet-adapter.ts';
import {
  WALLET_ENDED_CONNECTION,
  WALLET_REQUEST_REJECTED,
  WalletRequestWithdrawnError,
  WalletUnreachableError,
} from '../wallet-errors.ts';
import { HOSTED_METHODS, type PageMessage } from './hosted-protocol.ts';
import { createHostedWalletAdapter } from './hosted-wallet-adapter.ts';

const HOSTED = 'https://wallet.provider.example/connect';
const FRAME_ORIGIN = 'https://wallet.provider.example';
const KEY = '6'.repeat(64);
const PUBLIC_KEY = publicKeyHex(KEY);
const ADDRESS = addressFromPublicKey(PUBLIC_KEY);

type Decide = (message: PageMessage) => 'approve' | 'reject' | 'hold';

/** The frame the adapter mounted, answering what the page posts to it. */
function standInFrame(decide: Decide = () => 'approve') {
  const received: PageMessage[] = [];
  const frame = () => document.querySelector('iframe')!;
  const fromFrame = (data: unknown, origin = FRAME_ORIGIN, source: Window | null = frame().contentWindow) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  const answer = (message: PageMessage): unknown => {
    if (message.method === HOSTED_METHODS.connect)
      return {
        address: ADDRESS,
        publicKey: PUBLIC_KEY,
        jwt: signJwtES256K({ addr: ADDRESS, sub: PUBLIC_KEY }, KEY),
        walletName: 'Hana Hosted',
        representedGroupPolicy: null,
      };
    if (message.method === MOBILE_METHODS.sign) return signHexMessage((message.params as string[])[1]!, KEY);
    if (message.method === MOBILE_METHODS.action) return true;
    throw new Error(`unexpected ${message.method}`);
  };
  const observer = new MutationObserver(() => {
    const window = frame()?.contentWindow;
    if (!window || 'posted' in window) return;
    Object.assign(window, { posted: true });
    window.postMessage = jest.fn((message: PageMessage, targetOrigin: string) => {
      expect(targetOrigin).toBe(FRAME_ORIGIN);
      received.push(message);
      const decision = decide(message);
      if (decision === 'hold' || message.method === HOSTED_METHODS.disconnect) return;
      queueMicrotask(() =>
        fromFrame(
          decision === 'approve'
            ? { type: 'response', id: message.id, result: answer(message) }
            : { type: 'response', id: message.id, error: { code: 5000, message: 'User rejected.' } },
        ),
      );
    }) as unknown as Window['postMessage'];
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return {
    received,
    frame,
    fromFrame,
    ready: () => fromFrame({ type: 'ready' }),
    stop: () => observer.disconnect(),
  };
}

function adapterWithEvents(readyTimeoutMs?: number) {
  const adapter = createHostedWalletAdapter({ hostedUrl: HOSTED, environment: 'test', readyTimeoutMs });
  const events: WalletAdapterEvent[] = [];
  adapter.subscribe?.((event) => events.push(event));
  return { adapter, events };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => document.body.replaceChildren());

it('loads the frame with the page’s origin, connects once it is ready and the person approves, and signs', async () => {
  const stand = standInFrame();
  const { adapter, events } = adapterWithEvents();
  const connecting = adapter.connect({});
  await tick();
  expect(stand.frame().src).toBe(`${HOSTED}?origin=${encodeURIComponent(window.location.origin)}`);
  expect(stand.frame().title).toBe('Your provider account');
  stand.ready();
  await expect(connecting).resolves.toMatchObject({
    address: ADDRESS,
    publicKey: PUBLIC_KEY,
    walletAppId: 'hosted-test',
    walletInfo: { name: 'Hana Hosted' },
  });
  expect(stand.frame().style.display).toBe('none');

  const signature = await adapter.signHexMessage('c0ffee');
  expect(verifyHexSignature('c0ffee', signature, PUBLIC_KEY)).toBe(true);
  const token = await adapter.signJWT({});
  expect(verifyJwtES256K(token, PUBLIC_KEY)).toMatchObject({ addr: ADDRESS, sub: PUBLIC_KEY });
  expect(events).toEqual([
    { type: 'request-waiting', method: 'signHexMessage', requestId: expect.any(String) as unknown },
    { type: 'request-settled', method: 'signHexMessage', requestId: expect.any(String) as unknown },
    { type: 'request-waiting', method: 'signJWT', requestId: expect.any(String) as unknown },
    { type: 'request-settled', method: 'signJWT', requestId: expect.any(String) as unknown },
  ]);
  stand.stop();
});

it('ignores messages from another origin or another window', async () => {
  const stand = standInFrame((message) => (message.method === HOSTED_METHODS.connect ? 'hold' : 'approve'));
  const { adapter } = adapterWithEvents();
  const connecting = adapter.connect({});
  await tick();
  stand.ready();
  await tick();
  const [request] = stand.received;
  const forged = {
    type: 'response',
    id: request!.id,
    result: { address: '0xforged', publicKey: '02ab', jwt: 'x' },
  };
  stand.fromFrame(forged, 'https://evil.example');
  stand.fromFrame(forged, FRAME_ORIGIN, window);
  let settled = false;
  void connecting.finally(() => (settled = true));
  await tick();
  expect(settled).toBe(false);
  stand.fromFrame({
    type: 'response',
    id: request!.id,
    result: {
      address: ADDRESS,
      publicKey: PUBLIC_KEY,
      jwt: 'j',
      walletName: 'W',
      representedGroupPolicy: null,
    },
  });
  await expect(connecting).resolves.toMatchObject({ address: ADDRESS });
  stand.stop();
});

it('says the wallet cannot be reached when the frame never says it is ready, and takes it down', async () => {
  const stand = standInFrame();
  const { adapter } = adapterWithEvents(50);
  await expect(adapter.connect({})).rejects.toBeInstanceOf(WalletUnreachableError);
  expect(document.querySelector('iframe')).toBeNull();
  stand.stop();
});

it('rejects a refused request with the refusal’s message, and the frame ending the connection disconnects the driver', async () => {
  const stand = standInFrame((message) => (message.method === MOBILE_METHODS.sign ? 'reject' : 'approve'));
  const adapter = createHostedWalletAdapter({ hostedUrl: HOSTED, environment: 'test' });
  const driver = createWalletConnectionDriver({ adapter, onRedirect: () => undefined });
  const connecting = driver.connect();
  await tick();
  stand.ready();
  await expect(connecting).resolves.toMatchObject({ status: 'connected', address: ADDRESS });
  await expect(driver.signHexMessage('c0ffee')).rejects.toThrow(WALLET_REQUEST_REJECTED);

  const ended = new Promise<string | null>((resolve) =>
    driver.on('disconnected', ({ reason }) => resolve(reason)),
  );
  stand.fromFrame({ type: 'disconnect' });
  await expect(ended).resolves.toBe(WALLET_ENDED_CONNECTION);
  expect(document.querySelector('iframe')).toBeNull();
  driver.dispose();
  stand.stop();
});

it('loads the frame again when the page took it out while connected (the modal closed), without a new connect', async () => {
  const stand = standInFrame();
  const host = document.createElement('div');
  host.id = 'modal-frame';
  document.body.append(host);
  const inModal = createHostedWalletAdapter({
    hostedUrl: HOSTED,
    environment: 'test',
    iframeParentId: 'modal-frame',
  });
  const connecting = inModal.connect({});
  await tick();
  expect(host.querySelector('iframe')).not.toBeNull();
  stand.ready();
  await connecting;

  host.remove();
  const signing = inModal.signHexMessage('c0ffee');
  await tick();
  // A new frame, in the body now that the modal's element is gone.
  expect(document.body.querySelector(':scope > iframe')).not.toBeNull();
  stand.ready();
  const signature = await signing;
  expect(verifyHexSignature('c0ffee', signature, PUBLIC_KEY)).toBe(true);
  expect(stand.received.map((message) => message.method)).toEqual([
    HOSTED_METHODS.connect,
    MOBILE_METHODS.sign,
  ]);
  stand.stop();
});

// Issue 32: Cancel and Request again withdraw the request the frame shows.
it('withdraws a waiting request: the frame hides, is not shown for the removal, and ignores a late answer', async () => {
  const held = [MOBILE_METHODS.sign, MOBILE_METHODS.action] as string[];
  const stand = standInFrame((message) => (held.includes(message.method) ? 'hold' : 'approve'));
  const { adapter, events } = adapterWithEvents();
  const connecting = adapter.connect({});
  await tick();
  stand.ready();
  await connecting;
  const signing = adapter.signHexMessage('c0ffee');
  await tick();
  expect(stand.frame().style.display).toBe('block');
  const signRequest = stand.received.at(-1)!;
  const [waiting] = events;
  const requestId = waiting?.type === 'request-waiting' ? waiting.requestId : '';

  const removing = adapter.removePendingMethod(requestId);
  await expect(signing).rejects.toThrow(WalletRequestWithdrawnError);
  await tick();
  // The removal waits for the frame's answer, the frame hidden.
  const removal = stand.received.at(-1)!;
  expect(stand.frame().style.display).toBe('none');
  stand.fromFrame({ type: 'response', id: removal.id, result: true });
  await expect(removing).resolves.toBeUndefined();
  expect(stand.frame().style.display).toBe('none');
  expect(removal.method).toBe(MOBILE_METHODS.action);
  expect(JSON.parse((removal.params as string[])[0]!)).toMatchObject({
    action: 'removePendingMethod',
    payload: { customId: requestId },
  });
  expect(JSON.parse((signRequest.params as string[])[0]!)).toMatchObject({ customId: requestId });

  stand.fromFrame({ type: 'response', id: signRequest.id, result: 'late' });
  await tick();
  expect(stand.frame().style.display).toBe('none');
  stand.stop();
});
