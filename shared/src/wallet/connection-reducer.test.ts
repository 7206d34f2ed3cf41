import { isConnectionExpired, walletConnectionReducer as reduce } from './connection-reducer.ts';
import type { WalletConnection } from './wallet-adapter.ts';
import { initialWalletSession, type WalletSession } from './wallet-session.ts';

const T0 = 1_700_000_000_000;
const DAY = 86_400_000;
const connection: WalletConnection = {
  address: '0xabc',
  publicKey: '02ff',
  signedJWT: 'jwt-1',
  peer: { name: 'Test wallet' },
  walletAppId: 'mobile',
  walletInfo: { name: 'Pat' },
  bridge: 'wss://bridge.example',
  attributes: [{ name: 'kyc', value: 'yes' }],
};
const pending = reduce(initialWalletSession, { type: 'connect-started' });
const connected = reduce(pending, { type: 'connected', now: T0, connection });

describe('walletConnectionReducer', () => {
  it('connect started → pending, keeping a given wallet app id', () => {
    expect(pending.status).toBe('pending');
    expect(reduce(initialWalletSession, { type: 'connect-started', walletAppId: 'hosted' }).walletAppId).toBe(
      'hosted',
    );
  });

  it('connected → connected, EST = now, EXP = EST + 86 400 000 ms, wallet fields stored', () => {
    expect(connected).toMatchObject({
      ...connection,
      status: 'connected',
      connected: true,
      connectionEST: T0,
      connectionEXP: T0 + DAY,
      representedGroupPolicy: null,
    });
  });

  it('connected honours another timeout and leaves the modal to the modal (Verify goes on after it)', () => {
    const open = reduce(pending, { type: 'modal-updated', modal: { showModal: true, QRCodeUrl: 'wc:1' } });
    const next = reduce(open, { type: 'connected', now: T0, connection, connectionTimeout: 5_000 });
    expect(next).toMatchObject({ connectionTimeout: 5_000, connectionEXP: T0 + 5_000 });
    expect(next.modal).toMatchObject({ showModal: true, QRCodeUrl: 'wc:1' });
  });

  it('connected with a bare connection keeps what the session already knew', () => {
    const known = {
      ...pending,
      walletAppId: 'hosted',
      peer: { name: 'p' },
      bridge: 'b',
      walletInfo: { name: 'w' },
    };
    const bare = { address: '0x1', publicKey: '02', signedJWT: null };
    expect(reduce(known, { type: 'connected', now: T0, connection: bare })).toMatchObject({
      walletAppId: 'hosted',
      peer: { name: 'p' },
      bridge: 'b',
      walletInfo: { name: 'w' },
      attributes: [],
    });
  });

  it('session update refreshes EST and EXP and applies what changed', () => {
    const next = reduce(connected, {
      type: 'session-updated',
      now: T0 + 500,
      connection: { signedJWT: 'jwt-2', address: undefined },
    });
    expect(next).toMatchObject({
      connectionEST: T0 + 500,
      connectionEXP: T0 + 500 + DAY,
      signedJWT: 'jwt-2',
    });
    expect(next.address).toBe('0xabc');
    expect(reduce(connected, { type: 'session-updated', now: T0 + 1 }).connectionEST).toBe(T0 + 1);
  });

  it('session update is ignored unless connected', () => {
    expect(reduce(pending, { type: 'session-updated', now: T0 })).toBe(pending);
  });

  it('disconnect → the initial session, keeping the configured timeout; reset → the initial session', () => {
    const custom = reduce(pending, { type: 'connected', now: T0, connection, connectionTimeout: 5_000 });
    expect(reduce(custom, { type: 'disconnected' })).toEqual({
      ...initialWalletSession,
      connectionTimeout: 5_000,
    });
    expect(reduce(custom, { type: 'reset' })).toBe(initialWalletSession);
  });

  it('disconnect leaves an open modal open (a failed connect inside it), reset closes it', () => {
    const open = reduce(pending, { type: 'modal-updated', modal: { showModal: true, QRCodeUrl: 'wc:1' } });
    expect(reduce(open, { type: 'disconnected' }).modal).toEqual({
      ...initialWalletSession.modal,
      showModal: true,
    });
    expect(reduce(open, { type: 'reset' }).modal.showModal).toBe(false);
  });

  it.each<[string, WalletSession, WalletSession['status'], boolean]>([
    ['pending, no connection, no wallet app', pending, 'disconnected', false],
    ['pending with a wallet app', { ...pending, walletAppId: 'mobile' }, 'pending', false],
    ['pending with a connection', { ...pending, connected: true }, 'pending', false],
    ['connected', connected, 'connected', false],
    ['disconnected', initialWalletSession, 'disconnected', false],
  ])('modal closed while %s → %s', (_, state, status, showModal) => {
    const open = reduce(state, { type: 'modal-updated', modal: { showModal: true } });
    const next = reduce(open, { type: 'modal-closed' });
    expect(next.status).toBe(status);
    expect(next.modal.showModal).toBe(showModal);
  });

  describe('rehydrated', () => {
    const saved = { ...connected, pendingMethod: 'signJWT' as const };

    it('a saved connected session over a live disconnected one → pending, to be reconnected', () => {
      expect(reduce(initialWalletSession, { type: 'rehydrated', saved, now: T0 + 1 })).toEqual({
        ...connected,
        status: 'pending',
        connected: false,
        pendingMethod: null,
      });
    });

    it('keeps the modal the page opened before the restore (its address asked for it)', () => {
      const open = reduce(initialWalletSession, { type: 'modal-updated', modal: { showModal: true } });
      const restoring = reduce(open, { type: 'rehydrated', saved, now: T0 + 1 });
      expect(restoring).toMatchObject({ status: 'pending', modal: { showModal: true } });
    });

    it.each<[string, WalletSession, WalletSession]>([
      ['the saved session is not connected', initialWalletSession, { ...saved, status: 'disconnected' }],
      ['the live session is not disconnected', pending, saved],
      ['the saved session has expired', initialWalletSession, { ...saved, connectionEXP: T0 }],
    ])('is ignored when %s', (_, live, savedSession) => {
      expect(reduce(live, { type: 'rehydrated', saved: savedSession, now: T0 + 1 })).toBe(live);
    });
  });

  // Issue 26, item 4: the name a wallet gives itself takes an account name's limits, or is dropped.
  describe('the name a wallet gives itself', () => {
    it.each<[string, boolean, unknown]>([
      ['5,000 characters', false, 'w'.repeat(5_000)],
      ['101 characters', false, 'w'.repeat(101)],
      ['a control character', false, 'Pat\u0007s wallet'],
      ['a bidi override', false, 'Pat \u202Etxt.exe'],
      ['a bidi isolate', false, 'Pat \u2066wallet'],
      ['not text', false, 42],
      ['a fine name', true, 'Pat’s wallet 🏠'],
      ['100 characters', true, 'w'.repeat(100)],
    ])('with %s: kept %s', (_, kept, name) => {
      const named = {
        ...connection,
        walletInfo: { name },
        peer: { name, url: 'https://wallet.example' },
      } as WalletConnection;
      const keptInfo = kept ? { name } : {};
      const keptPeer = kept ? named.peer : null;
      const onConnect = reduce(pending, { type: 'connected', now: T0, connection: named });
      expect(onConnect).toMatchObject({ status: 'connected', walletInfo: keptInfo, peer: keptPeer });
      const onUpdate = reduce(connected, { type: 'session-updated', now: T0, connection: named });
      expect(onUpdate).toMatchObject({ walletInfo: keptInfo, peer: keptPeer });
      const saved = { ...connected, walletInfo: named.walletInfo!, peer: named.peer! };
      const onRestore = reduce(initialWalletSession, { type: 'rehydrated', saved, now: T0 });
      expect(onRestore).toMatchObject({ status: 'pending', walletInfo: keptInfo, peer: keptPeer });
    });

    it('a connect whose name is dropped does not keep the name the session had', () => {
      const known = { ...pending, walletInfo: { name: 'Old' }, peer: { name: 'Old' } };
      const bad = { ...connection, walletInfo: { name: '\u202E' }, peer: { name: '\u202E' } };
      expect(reduce(known, { type: 'connected', now: T0, connection: bad })).toMatchObject({
        walletInfo: {},
        peer: null,
      });
    });
  });

  it('a wallet action resets the timeout: EXP = now + timeout (only while connected)', () => {
    const next = reduce(connected, { type: 'wallet-action', now: T0 + 10_000 });
    expect(next).toMatchObject({ connectionEST: T0, connectionEXP: T0 + 10_000 + DAY });
    expect(reduce(pending, { type: 'wallet-action', now: T0 })).toBe(pending);
  });

  it('method started sets pendingMethod; finished clears it and applies its update', () => {
    const during = reduce(connected, { type: 'method-started', method: 'switchToGroup' });
    expect(during.pendingMethod).toBe('switchToGroup');
    const update = { signedJWT: 'jwt-grp', representedGroupPolicy: { address: '0xgrp' } };
    const after = reduce(during, { type: 'method-finished', method: 'switchToGroup', update });
    expect(after).toMatchObject({ ...update, pendingMethod: null });
  });

  it('finishing another method leaves the newer pendingMethod in place', () => {
    const during = reduce(connected, { type: 'method-started', method: 'signJWT' });
    expect(reduce(during, { type: 'method-finished', method: 'sendMessage' }).pendingMethod).toBe('signJWT');
  });

  it('a late result after a disconnect does not bring the session back', () => {
    const during = reduce(reduce(connected, { type: 'method-started', method: 'signJWT' }), {
      type: 'disconnected',
    });
    const after = reduce(during, {
      type: 'method-finished',
      method: 'signJWT',
      update: { signedJWT: 'late' },
    });
    expect(after.signedJWT).toBeNull();
  });

  it.each([
    ['before EXP', T0 + DAY - 1, 'connected'],
    ['exactly at EXP', T0 + DAY, 'connected'],
    ['after EXP', T0 + DAY + 1, 'disconnected'],
  ])('expiry tick %s → %s', (_, now, status) => {
    expect(reduce(connected, { type: 'expiry-tick', now }).status).toBe(status);
    expect(isConnectionExpired(connected, now)).toBe(status === 'disconnected');
  });

  it('expiry ticks do nothing unless connected', () => {
    expect(reduce(pending, { type: 'expiry-tick', now: T0 + 2 * DAY })).toBe(pending);
    expect(isConnectionExpired({ ...connected, connectionEXP: null }, T0 + 2 * DAY)).toBe(false);
  });
});
