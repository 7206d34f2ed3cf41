/**
 * The browser-extension adapter against a stand-in extension that answers as the test
 * provider does (a real key, the mobile protocol's answers), through real DOM events
 * on `document`: only the extension's own messages count.
 */
import { signHexMessage, verifyHexSignature } from '../../crypto/hex-signature.ts';
import { signJwtES256K, verifyJwtES256K } from '../../crypto/jwt-es256k.ts';
import { addressFromPublicKey, publicKeyHex } from '../../crypto/keys.ts';
import { createWalletConnectionDriver } from '../connection-driver.ts';
import { MOBILE_METHODS } from '../mobile/mobile-protocol.ts';
import type { WalletAdapterEvent } from '../wallet-adapter.ts';
import {
  WALLET_ENDED_CONNECTION,
  WALLET_EXTENSION_MISSING,
  WALLET_REQUEST_REJECTED,
  WalletRequestWithdrawnError,
  WalletUnreachableError,
} from '../wallet-errors.ts';
import {
  EXTENSION_GLOBAL,
  EXTENSION_METHODS,
  EXTENSION_RECEIVE_EVENT,
  EXTENSION_SEND_EVENT,
  extensionInstalled,
  type ExtensionRequest,
  type PageToExtension,
} from './extension-protocol.ts';
import { createExtensionWalletAdapter } from './extension-wallet-adapter.ts';

const KEY = '7'.repeat(64);
const PUBLIC_KEY = publicKeyHex(KEY);
const ADDRESS = addressFromPublicKey(PUBLIC_KEY);

type Decide = (request: ExtensionRequest) => 'approve' | 'reject' | 'hold';

const fromExtension = (detail: unknown) =>
  document.dispatchEvent(new CustomEvent(EXTENSION_RECEIVE_EVENT, { detail }));

/** An installed extension: the global, and a listener answering what the page sends. */
function standInExtension(decide: Decide = () => 'approve', { listens = true } = {}) {
  const received: ExtensionRequest[] = [];
  Object.assign(window, { [EXTENSION_GLOBAL]: { version: '1.0.0', isFigure: true } });
  const answer = ({ method, params }: ExtensionRequest): unknown => {
    if (method === EXTENSION_METHODS.hello) return { version: '1.0.0' };
    if (method === EXTENSION_METHODS.connect)
      return {
        address: ADDRESS,
        publicKey: PUBLIC_KEY,
        jwt: signJwtES256K({ addr: ADDRESS, sub: PUBLIC_KEY }, KEY),
        walletName: 'Test extension',
        representedGroupPolicy: null,
      };
    if (method === MOBILE_METHODS.sign) return signHexMessage((params as string[])[1]!, KEY);
    if (method === MOBILE_METHODS.action) return true;
    throw new Error(`unexpected ${method}`);
  };
  const onRequest = (event: Event) => {
    const { sender, request } = (event as CustomEvent<PageToExtension>).detail;
    expect(sender).toBe('wcjs');
    received.push(request);
    const decision = request.method === EXTENSION_METHODS.hello ? 'approve' : decide(request);
    if (!listens || decision === 'hold' || request.method === EXTENSION_METHODS.disconnect) return;
    queueMicrotask(() =>
      fromExtension(
        decision === 'approve'
          ? { sender: 'content-script', type: 'response', id: request.id, result: answer(request) }
          : {
              sender: 'content-script',
              type: 'response',
              id: request.id,
              error: { code: 5000, message: 'User rejected.' },
            },
      ),
    );
  };
  document.addEventListener(EXTENSION_SEND_EVENT, onRequest);
  return {
    received,
    methods: () => received.map((request) => request.method),
    stop: () => {
      document.removeEventListener(EXTENSION_SEND_EVENT, onRequest);
      delete (window as unknown as Record<string, unknown>)[EXTENSION_GLOBAL];
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const connected = {
  address: ADDRESS,
  publicKey: PUBLIC_KEY,
  signedJWT: 'x.y.z',
  walletName: 'Test extension',
  representedGroupPolicy: null,
};

let stand: ReturnType<typeof standInExtension> | undefined;
afterEach(() => stand?.stop());

it('tells whether the extension is installed by its global', () => {
  expect(extensionInstalled(window)).toBe(false);
  stand = standInExtension();
  expect(extensionInstalled(window)).toBe(true);
  Object.assign(window, { [EXTENSION_GLOBAL]: { isFigure: 'yes' } });
  expect(extensionInstalled(window)).toBe(false);
});

it('fails at once, and sends nothing, when the extension is not installed', async () => {
  const sent = jest.fn();
  document.addEventListener(EXTENSION_SEND_EVENT, sent);
  await expect(createExtensionWalletAdapter().connect({})).rejects.toThrow(WALLET_EXTENSION_MISSING);
  expect(sent).not.toHaveBeenCalled();
  document.removeEventListener(EXTENSION_SEND_EVENT, sent);
});

it('checks the extension listens, connects once the person approves, and signs with its key', async () => {
  stand = standInExtension();
  const adapter = createExtensionWalletAdapter();
  const events: WalletAdapterEvent[] = [];
  adapter.subscribe?.((event) => events.push(event));
  await expect(adapter.connect({ prohibitGroups: true })).resolves.toMatchObject({
    address: ADDRESS,
    publicKey: PUBLIC_KEY,
    walletAppId: 'extension',
    walletInfo: { name: 'Test extension' },
  });
  expect(stand.received[1]).toMatchObject({ method: 'wallet_connect', params: { prohibitGroups: true } });

  const signature = await adapter.signHexMessage('c0ffee');
  expect(verifyHexSignature('c0ffee', signature, PUBLIC_KEY)).toBe(true);
  const token = await adapter.signJWT({});
  expect(verifyJwtES256K(token, PUBLIC_KEY)).toMatchObject({ addr: ADDRESS, sub: PUBLIC_KEY });
  expect(stand.methods()).toEqual(['wallet_hello', 'wallet_connect', 'provenance_sign', 'provenance_sign']);
  expect(events).toEqual([
    { type: 'request-waiting', method: 'signHexMessage', requestId: expect.any(String) as unknown },
    { type: 'request-settled', method: 'signHexMessage', requestId: expect.any(String) as unknown },
    { type: 'request-waiting', method: 'signJWT', requestId: expect.any(String) as unknown },
    { type: 'request-settled', method: 'signJWT', requestId: expect.any(String) as unknown },
  ]);
});

it('says the wallet cannot be reached when an installed extension does not answer, and stops listening', async () => {
  stand = standInExtension(() => 'approve', { listens: false });
  const adapter = createExtensionWalletAdapter({ helloTimeoutMs: 30 });
  await expect(adapter.connect({})).rejects.toBeInstanceOf(WalletUnreachableError);
  // A late answer finds nobody waiting, and no request can be sent.
  fromExtension({ sender: 'content-script', type: 'response', id: 1, result: {} });
  await expect(adapter.signHexMessage('c0ffee')).rejects.toThrow('No wallet connected');
});

it('ignores answers that are not the extension’s, and its own requests echoed back', async () => {
  stand = standInExtension((request) => (request.method === EXTENSION_METHODS.connect ? 'hold' : 'approve'));
  const adapter = createExtensionWalletAdapter();
  let settled = false;
  const connecting = adapter.connect({}).finally(() => (settled = true));
  await tick();
  const { id } = stand.received[1]!;
  const forged = { type: 'response', id, result: { ...connected, address: '0xforged' } };
  fromExtension(forged);
  fromExtension({ ...forged, sender: 'wcjs' });
  fromExtension('not an object');
  await tick();
  expect(settled).toBe(false);
  fromExtension({ sender: 'content-script', type: 'response', id, result: connected });
  await expect(connecting).resolves.toMatchObject({ address: ADDRESS });
});

it('sends a connect still waiting again when the extension asks to reinitialise', async () => {
  stand = standInExtension((request) => (request.method === EXTENSION_METHODS.connect ? 'hold' : 'approve'));
  const adapter = createExtensionWalletAdapter();
  const connecting = adapter.connect({ requiredIndividualAddress: ADDRESS });
  await tick();
  fromExtension({ sender: 'content-script', type: 'reinitialize' });
  expect(stand.methods()).toEqual(['wallet_hello', 'wallet_connect', 'wallet_connect']);
  const [, first, again] = stand.received;
  expect(again!.params).toEqual(first!.params);
  // The first request is no longer waited for; the second one is.
  fromExtension({
    sender: 'content-script',
    type: 'response',
    id: first!.id,
    error: { code: 1, message: 'old' },
  });
  fromExtension({ sender: 'content-script', type: 'response', id: again!.id, result: connected });
  await expect(connecting).resolves.toMatchObject({ address: ADDRESS });
  // Once connected, a reinitialise sends nothing.
  fromExtension({ sender: 'content-script', type: 'reinitialize' });
  expect(stand.received).toHaveLength(3);
});

it('rejects a refused request with the refusal’s message; the extension ending the connection disconnects the driver', async () => {
  stand = standInExtension((request) => (request.method === MOBILE_METHODS.sign ? 'reject' : 'approve'));
  const driver = createWalletConnectionDriver({
    adapter: createExtensionWalletAdapter(),
    onRedirect: () => undefined,
  });
  await expect(driver.connect()).resolves.toMatchObject({ status: 'connected', address: ADDRESS });
  await expect(driver.signHexMessage('c0ffee')).rejects.toThrow(WALLET_REQUEST_REJECTED);

  const ended = new Promise<string | null>((resolve) =>
    driver.on('disconnected', ({ reason }) => resolve(reason)),
  );
  fromExtension({ sender: 'content-script', type: 'disconnect' });
  await expect(ended).resolves.toBe(WALLET_ENDED_CONNECTION);
  expect(driver.getState()).toMatchObject({ status: 'disconnected', address: null });
  driver.dispose();
});

it('tells the extension when the page disconnects, refuses what still waits, and stops listening', async () => {
  stand = standInExtension((request) => (request.method === MOBILE_METHODS.sign ? 'hold' : 'approve'));
  const adapter = createExtensionWalletAdapter();
  const events: WalletAdapterEvent[] = [];
  adapter.subscribe?.((event) => events.push(event));
  await adapter.connect({});
  const signing = adapter.signHexMessage('c0ffee');
  await adapter.disconnect();
  await expect(signing).rejects.toThrow(WALLET_REQUEST_REJECTED);
  expect(stand.methods().at(-1)).toBe('wallet_disconnect');
  fromExtension({ sender: 'content-script', type: 'disconnect' });
  // The page ended it: no disconnect event from the wallet's side.
  expect(events.filter((event) => event.type === 'disconnect')).toEqual([]);
});

// Issue 32: the same metadata contract as the mobile wallet's: each request's customId, named by the removal.
it('withdraws a waiting request: it rejects at once, the extension is asked to drop it, and its late answer is dropped', async () => {
  stand = standInExtension((request) => (request.method === MOBILE_METHODS.sign ? 'hold' : 'approve'));
  const adapter = createExtensionWalletAdapter();
  const events: WalletAdapterEvent[] = [];
  adapter.subscribe?.((event) => events.push(event));
  await adapter.connect({});
  const signing = adapter.signHexMessage('c0ffee');
  const signRequest = stand.received.at(-1)!;
  const { customId } = JSON.parse((signRequest.params as string[])[0]!) as { customId: string };
  expect(events).toEqual([{ type: 'request-waiting', method: 'signHexMessage', requestId: customId }]);

  await expect(adapter.removePendingMethod(customId)).resolves.toBeUndefined();
  await expect(signing).rejects.toThrow(WalletRequestWithdrawnError);
  const removal = stand.received.at(-1)!;
  expect(removal.method).toBe(MOBILE_METHODS.action);
  const removalMetadata = JSON.parse((removal.params as string[])[0]!) as Record<string, unknown>;
  expect(removalMetadata).toMatchObject({ action: 'removePendingMethod', payload: { customId } });
  expect(removalMetadata.customId).not.toBe(customId);
  expect(events.map(({ type }) => type)).toEqual(['request-waiting', 'request-settled']);

  fromExtension({ sender: 'content-script', type: 'response', id: signRequest.id, result: 'late' });
  await tick();
});
