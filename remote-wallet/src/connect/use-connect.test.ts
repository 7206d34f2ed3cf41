/**
 * The connect flow's runner over a page wallet of in-memory wallets: a connect, the
 * pairing link, another wallet refused, one attempt at a time, cancel and unmount.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { createInMemoryWallet } from '@lender/shared/wallet';
import { createTestPageWallet, type TestPageWallet } from './test-page-wallet.testing.ts';
import type { ConnectRequest } from './connect-flow.ts';
import { useConnect } from './use-connect.ts';

let mockWallet: TestPageWallet;
jest.mock('@lender/shared/wallet', () => ({
  ...jest.requireActual<object>('@lender/shared/wallet'),
  pageWallet: () => mockWallet.page,
}));

beforeEach(() => {
  mockWallet = createTestPageWallet();
});
const requiring = (required: string | null): ConnectRequest => ({ kinds: ['mobile', 'extension'], required });
const render = (request: ConnectRequest | null) =>
  renderHook((props: { request: ConnectRequest | null }) => useConnect(props.request), {
    initialProps: { request },
  });

it('connects the required wallet, showing the pairing link while the person is in the wallet', async () => {
  const { result } = render(requiring(mockWallet.wallet.address));
  mockWallet.hold();
  let answer!: Promise<unknown>;
  act(() => void (answer = result.current.connect('mobile')));
  expect(result.current.status).toEqual({ step: 'connecting', kind: 'mobile', pairingUri: null });
  act(() => mockWallet.sendPairingUri('wc:abc@2'));
  expect(result.current.status).toEqual({ step: 'connecting', kind: 'mobile', pairingUri: 'wc:abc@2' });
  mockWallet.release();
  await act(async () => {
    await expect(answer).resolves.toMatchObject({ status: 'connected', address: mockWallet.wallet.address });
  });
});

it('refuses another wallet: disconnected, said in words, marked, and answers null', async () => {
  const { result } = render(requiring('0x0d8e461687b7d06f86ec348e0c270b0f279855f0'));
  await act(async () => {
    await expect(result.current.connect('extension')).resolves.toBeNull();
  });
  expect(result.current.status).toEqual({
    step: 'choose',
    error: 'That is not the wallet you chose (0x0d8...855f0). Connect that one, or select another wallet.',
    wrongWallet: true,
  });
  expect(mockWallet.page.getState().status).toBe('disconnected');
});

it('a wallet error is said, and a new request clears it', async () => {
  const failing = createInMemoryWallet();
  failing.connect = () => Promise.reject(new Error('User rejected the request'));
  mockWallet = createTestPageWallet(failing);
  const { result, rerender } = render(requiring(null));
  await act(async () => void (await result.current.connect('mobile')));
  expect(result.current.status).toEqual({ step: 'choose', error: 'User rejected the request' });
  rerender({ request: requiring('0xabc') });
  expect(result.current.status).toEqual({ step: 'choose' });
});

it('one attempt at a time: the newer one answers, the one left behind answers null at once', async () => {
  const { result } = render(requiring(null));
  mockWallet.hold();
  let first!: Promise<unknown>;
  let second!: Promise<unknown>;
  act(() => void (first = result.current.connect('mobile')));
  act(() => void (second = result.current.connect('extension')));
  await act(async () => {
    await expect(first).resolves.toBeNull();
  });
  mockWallet.release();
  await act(async () => {
    await expect(second).resolves.toMatchObject({ status: 'connected' });
  });
});

it('the required wallet already connected is the answer, without asking the wallet again', async () => {
  await mockWallet.page.connect('hosted');
  const { result } = render({ kinds: ['hosted'], required: mockWallet.wallet.address.toUpperCase() });
  await act(async () => {
    await expect(result.current.connect('hosted')).resolves.toMatchObject({ status: 'connected' });
  });
  expect(mockWallet.connects()).toBe(1);
});

it('cancel drops the attempt and disconnects the pending pairing', async () => {
  const { result } = render(requiring(null));
  mockWallet.hold();
  let answer!: Promise<unknown>;
  act(() => void (answer = result.current.connect('mobile')));
  expect(mockWallet.page.getState().status).toBe('pending');
  await act(() => result.current.cancel());
  await expect(answer).resolves.toBeNull();
  expect(result.current.status).toEqual({ step: 'choose' });
  expect(mockWallet.page.getState().status).toBe('disconnected');
});

it('leaving mid-pairing disconnects what was pending', async () => {
  const { result, unmount } = render(requiring(null));
  mockWallet.hold();
  act(() => void result.current.connect('mobile'));
  expect(mockWallet.page.getState().status).toBe('pending');
  unmount();
  await waitFor(() => expect(mockWallet.page.getState().status).toBe('disconnected'));
});

it('a saved connection being taken up (pending, not its own) stays on cancel and on leaving', async () => {
  const { result, unmount } = render(requiring(null));
  mockWallet.hold();
  // The page's own connect (as its restore after a reload), not the hook's, held by the wallet.
  const restoring = mockWallet.page.connect('mobile');
  expect(mockWallet.page.getState().status).toBe('pending');
  await act(() => result.current.cancel());
  unmount();
  expect(mockWallet.page.getState().status).toBe('pending');
  mockWallet.release();
  await expect(restoring).resolves.toMatchObject({ status: 'connected' });
});

it('an attempt dropped while the other wallet is being disconnected never starts a pairing', async () => {
  await mockWallet.page.connect('hosted');
  const { result } = render(requiring('0x0d8e461687b7d06f86ec348e0c270b0f279855f0'));
  const disconnect = mockWallet.page.disconnect.bind(mockWallet.page);
  let finishDisconnect!: () => void;
  mockWallet.page.disconnect = () =>
    new Promise<void>((resolve) => (finishDisconnect = () => void disconnect().then(resolve)));
  let answer!: Promise<unknown>;
  act(() => void (answer = result.current.connect('mobile')));
  await act(() => result.current.cancel());
  await act(async () => finishDisconnect());
  await expect(answer).resolves.toBeNull();
  expect(mockWallet.connects()).toBe(1);
  expect(mockWallet.page.getState().status).toBe('disconnected');
});
