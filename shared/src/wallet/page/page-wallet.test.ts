/**
 * The page wallet over in-memory wallets standing in for each kind: the one writer of
 * the wallet session (modal included), saved while connected and restored without the
 * person, registered for logout while connected, one kind at a time.
 */
import { createInMemoryWallet, type InMemoryWallet } from '../in-memory-wallet.ts';
import type { WalletAdapter } from '../wallet-adapter.ts';
import type { WalletSession } from '../wallet-session.ts';
import { createPageWallet, isSavedWalletSession, type SavedWalletSession } from './page-wallet.ts';
import { SAVED_CONNECTION_ENDED } from './wallet-kind-switch.ts';

function memorySaved(
  initial: WalletSession | null = null,
): SavedWalletSession & { value: WalletSession | null } {
  return {
    value: initial,
    read() {
      return this.value;
    },
    write(session) {
      this.value = JSON.parse(JSON.stringify(session)) as WalletSession;
    },
    remove() {
      this.value = null;
    },
  };
}

function setUp({
  saved = memorySaved(),
  resume,
}: { saved?: ReturnType<typeof memorySaved>; resume?: 'keeps' | 'ended' } = {}) {
  const wallets: Record<'mobile' | 'hosted' | 'extension', InMemoryWallet> = {
    // The same keys in every set-up: a restored page meets the same wallets.
    mobile: createInMemoryWallet({ name: 'Mobile', privateKey: '1'.repeat(64) }),
    hosted: createInMemoryWallet({ name: 'Hosted', privateKey: '2'.repeat(64) }),
    extension: createInMemoryWallet({ name: 'Extension', privateKey: '3'.repeat(64) }),
  };
  const made: string[] = [];
  const adapter = (kind: keyof typeof wallets) => (): WalletAdapter => {
    made.push(kind);
    const wallet = wallets[kind];
    if (kind !== 'mobile' || !resume) return wallet;
    return Object.assign(wallet, {
      resume: () => (resume === 'keeps' ? wallet.connect({}) : Promise.resolve(null)),
    });
  };
  const sessions: WalletSession[] = [];
  const registered: Array<() => Promise<void>> = [];
  const unregistered = jest.fn();
  const page = createPageWallet({
    adapters: { mobile: adapter('mobile'), hosted: adapter('hosted'), extension: adapter('extension') },
    environment: () => 'test',
    saved,
    onSession: (session) => sessions.push(session),
    registerDisconnect: (disconnect) => {
      registered.push(disconnect);
      return unregistered;
    },
  });
  return { page, wallets, made, saved, sessions, registered, unregistered };
}

it('opens and closes the modal in the session it mirrors, and makes no wallet until one is chosen', () => {
  const { page, sessions, made } = setUp();
  expect(page.modalRequest()).toEqual({ returnTo: null, section: null, token: null });
  page.openModal({ returnTo: '/dashboard' });
  expect(sessions.at(-1)?.modal.showModal).toBe(true);
  expect(page.modalRequest()).toEqual({ returnTo: '/dashboard', section: null, token: null });
  page.openModal({ section: 'Verify' });
  expect(page.modalRequest()).toEqual({ returnTo: null, section: 'Verify', token: null });
  page.openModal({ returnTo: '/dashboard', token: 'login-token' });
  expect(page.modalRequest()).toEqual({ returnTo: '/dashboard', section: null, token: 'login-token' });
  page.closeModal();
  expect(sessions.at(-1)?.modal.showModal).toBe(false);
  expect(made).toEqual([]);
});

it('connects the chosen kind with its provider id, saves the session without the modal, and registers the disconnect', async () => {
  const { page, wallets, saved, sessions, registered, unregistered } = setUp();
  page.openModal();
  const connecting = page.connect('hosted');
  expect(page.getState()).toMatchObject({ status: 'pending', walletAppId: 'hosted-test' });
  await expect(connecting).resolves.toMatchObject({ status: 'connected', address: wallets.hosted.address });
  expect(sessions.at(-1)).toBe(page.getState());
  expect(saved.value).toMatchObject({
    status: 'connected',
    address: wallets.hosted.address,
    walletAppId: 'hosted-test',
  });
  expect(saved.value?.modal.showModal).toBe(false);
  expect(registered).toHaveLength(1);

  // Logout calls what was registered: the wallet disconnects and the record goes.
  await registered[0]!();
  expect(page.getState().status).toBe('disconnected');
  expect(saved.value).toBeNull();
  expect(unregistered).toHaveBeenCalledTimes(1);
});

it('ends the connection 24 hours after the connect with "Connection Expired", and forgets the record', async () => {
  jest.useFakeTimers({ now: Date.UTC(2026, 10, 25, 9) });
  try {
    const { page, saved } = setUp();
    const reasons: Array<string | null> = [];
    page.on('disconnected', ({ reason }) => reasons.push(reason));
    await page.connect('extension');
    jest.advanceTimersByTime(86_400_000 - 1_000);
    expect(page.getState().status).toBe('connected');
    jest.advanceTimersByTime(2_000);
    expect(page.getState().status).toBe('disconnected');
    expect(reasons).toEqual(['Connection Expired']);
    expect(saved.value).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

it('disconnects a wallet of one kind before connecting another', async () => {
  const { page, wallets } = setUp();
  await page.connect('extension');
  const disconnect = jest.spyOn(wallets.extension, 'disconnect');
  await expect(page.connect('mobile')).resolves.toMatchObject({
    address: wallets.mobile.address,
    walletAppId: 'mobile-test',
  });
  expect(disconnect).toHaveBeenCalled();
  expect(page.kind()).toBe('mobile');
});

it('forgets the saved session when the wallet ends the connection from its side', async () => {
  const { page, wallets, saved } = setUp();
  await page.connect('extension');
  wallets.extension.emit({ type: 'disconnect', reason: 'Your wallet ended the connection.' });
  expect(page.getState().status).toBe('disconnected');
  expect(saved.value).toBeNull();
});

describe('restore', () => {
  async function savedFrom(kind: 'mobile' | 'hosted' | 'extension') {
    const first = setUp();
    await first.page.connect(kind);
    return { saved: memorySaved(first.saved.value), address: first.wallets[kind].address };
  }

  it('takes up a connection the wallet keeps, without asking for a new one', async () => {
    const { saved } = await savedFrom('mobile');
    const { page, wallets, registered } = setUp({ saved, resume: 'keeps' });
    const connect = jest.spyOn(wallets.mobile, 'connect');
    await expect(page.restore()).resolves.toMatchObject({ status: 'connected', walletAppId: 'mobile-test' });
    // resume (here through the stand-in's connect) was called once, connect never on its own.
    expect(connect).toHaveBeenCalledTimes(1);
    expect(registered).toHaveLength(1);
    // A connect afterwards asks the person as usual.
    await page.disconnect();
    await page.connect('mobile');
    expect(connect).toHaveBeenCalledTimes(2);
  });

  it('keeps the record when the modal opens and closes before it is taken up (a page with the modal in its address)', async () => {
    const { saved, address } = await savedFrom('mobile');
    const { page } = setUp({ saved, resume: 'keeps' });
    page.openModal({ section: 'Verify' });
    page.closeModal();
    expect(saved.value).not.toBeNull();
    await expect(page.restore()).resolves.toMatchObject({ status: 'connected', address });
  });

  it('ends disconnected, and forgets the record, when the wallet keeps nothing', async () => {
    const { saved } = await savedFrom('mobile');
    const { page } = setUp({ saved, resume: 'ended' });
    await expect(page.restore()).rejects.toThrow(SAVED_CONNECTION_ENDED);
    expect(page.getState()).toMatchObject({ status: 'disconnected', address: null });
    expect(saved.value).toBeNull();
  });

  it('connects again a kind that cannot resume (a wallet that remembers the site answers at once)', async () => {
    const { saved, address } = await savedFrom('hosted');
    const { page, made } = setUp({ saved });
    await expect(page.restore()).resolves.toMatchObject({ status: 'connected', address });
    expect(made).toEqual(['hosted']);
  });

  it('drops a record whose token does not prove it, without asking the wallet', async () => {
    const { saved } = await savedFrom('hosted');
    saved.value = { ...saved.value!, signedJWT: 'forged' };
    const { page, wallets } = setUp({ saved });
    const connect = jest.spyOn(wallets.hosted, 'connect');
    await expect(page.restore()).resolves.toMatchObject({ status: 'disconnected', address: null });
    expect(saved.value).toBeNull();
    expect(connect).not.toHaveBeenCalled();
  });

  it('does nothing without a record, or with an expired one', async () => {
    const { page, made } = setUp();
    await expect(page.restore()).resolves.toMatchObject({ status: 'disconnected' });
    const { saved } = await savedFrom('hosted');
    saved.value = { ...saved.value!, connectionEXP: Date.now() - 1 };
    const expired = setUp({ saved });
    await expect(expired.page.restore()).resolves.toMatchObject({ status: 'disconnected' });
    expect(saved.value).toBeNull();
    expect(made).toEqual([]);
  });
});

it('accepts as saved only a connected session of a known kind', () => {
  const base = { status: 'connected', address: 'tp1', walletAppId: 'hosted' };
  expect(isSavedWalletSession(base)).toBe(true);
  expect(isSavedWalletSession({ ...base, status: 'pending' })).toBe(false);
  expect(isSavedWalletSession({ ...base, walletAppId: 'figure_hosted' })).toBe(false);
  expect(isSavedWalletSession({ ...base, address: null })).toBe(false);
  expect(isSavedWalletSession('connected')).toBe(false);
});

// Issue 32: the wallet modal follows the request waiting for the person, to withdraw it.
describe('onRequest', () => {
  it('hears the active kind’s requests with their ids, until unsubscribed', async () => {
    const { page, wallets } = setUp();
    await page.connect('hosted');
    const heard: unknown[] = [];
    const stop = page.onRequest((event) => heard.push(event));
    wallets.hosted.emit({ type: 'request-waiting', method: 'signJWT', requestId: 'r1' });
    wallets.mobile.emit({ type: 'request-waiting', method: 'signJWT', requestId: 'other kind' });
    wallets.hosted.emit({ type: 'request-settled', method: 'signJWT', requestId: 'r1' });
    stop();
    wallets.hosted.emit({ type: 'request-waiting', method: 'signHexMessage', requestId: 'r2' });
    expect(heard).toEqual([
      { type: 'request-waiting', method: 'signJWT', requestId: 'r1' },
      { type: 'request-settled', method: 'signJWT', requestId: 'r1' },
    ]);
  });

  it('removePendingMethod resolves without a wallet chosen, and leaves the session alone', async () => {
    const { page, sessions } = setUp();
    await expect(page.removePendingMethod('r1')).resolves.toBeUndefined();
    expect(sessions).toEqual([]);
  });
});
