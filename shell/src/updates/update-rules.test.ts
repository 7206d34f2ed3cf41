import { initialWalletSession, type WalletSession } from '@lender/shared';
import {
  CHECK_INTERVAL_MS,
  mayCheckNow,
  mayShowNotice,
  movedRemotes,
  noticeView,
  walletBusy,
  type RemoteEntries,
} from './update-rules.ts';

const v1 = (name: string) => `https://static.example/${name}/v1/mf-manifest.json`;
const v2 = (name: string) => `https://static.example/${name}/v2/mf-manifest.json`;
const LOGIN_ONLY: RemoteEntries = { remote_login: v1('remote-login') };
const T = 1_000_000;

describe('mayCheckNow: at most one check a minute, and none before this tab has used a remote', () => {
  it.each<[string, RemoteEntries, number | null, number, boolean]>([
    // The page's own load is not a check: the first return to the tab checks at once.
    ['never checked', LOGIN_ONLY, null, T, true],
    ['checked just now', LOGIN_ONLY, T, T, false],
    ['checked a second short of a minute ago', LOGIN_ONLY, T, T + CHECK_INTERVAL_MS - 1, false],
    ['checked a minute ago', LOGIN_ONLY, T, T + CHECK_INTERVAL_MS, true],
    ['checked an hour ago', LOGIN_ONLY, T, T + 3_600_000, true],
    // The clock was set back: the next check resets the mark, so it cannot repeat quickly.
    ['the clock went back', LOGIN_ONLY, T, T - 5_000, true],
    // Nothing loaded from a remote: nothing here can be out of date.
    ['no remote used yet, never checked', {}, null, T, false],
    ['no remote used yet, checked long ago', {}, T, T + 3_600_000, false],
  ])('%s → %s', (_, used, lastCheckAt, now, expected) => {
    expect(mayCheckNow({ used, lastCheckAt, now })).toBe(expected);
  });
});

describe('movedRemotes: the used remotes whose entry the pointer now names differently', () => {
  it.each<[string, RemoteEntries, RemoteEntries, string[]]>([
    // Also a rollback to what this tab loaded: it is up to date again.
    ['nothing moved', LOGIN_ONLY, { remote_login: v1('remote-login') }, []],
    ['the used remote moved', LOGIN_ONLY, { remote_login: v2('remote-login') }, ['remote_login']],
    ['a remote this tab never used moved', LOGIN_ONLY, { ...LOGIN_ONLY, remote_register: v2('r') }, []],
    ['the used remote is missing from the pointer', LOGIN_ONLY, {}, []],
    ['nothing used', {}, { remote_login: v2('remote-login') }, []],
    [
      'two used, one moved',
      { ...LOGIN_ONLY, remote_wallet: v1('remote-wallet') },
      { remote_login: v1('remote-login'), remote_wallet: v2('remote-wallet') },
      ['remote_wallet'],
    ],
    [
      'two used, both moved (in the containers’ order)',
      { remote_wallet: v1('remote-wallet'), remote_login: v1('remote-login') },
      { remote_wallet: v2('remote-wallet'), remote_login: v2('remote-login') },
      ['remote_login', 'remote_wallet'],
    ],
  ])('%s → %j', (_, used, pointer, expected) => {
    expect(movedRemotes(used, pointer)).toEqual(expected);
  });
});

describe('walletBusy: a wallet modal or signature is under way', () => {
  const session = (changes: Partial<WalletSession>): WalletSession => ({
    ...initialWalletSession,
    ...changes,
  });
  it.each<[string, WalletSession, boolean]>([
    ['nothing under way', initialWalletSession, false],
    ['the modal is asked for', session({ modal: { ...initialWalletSession.modal, showModal: true } }), true],
    ['a signature is pending', session({ pendingMethod: 'signJWT' }), true],
    ['a message is pending', session({ pendingMethod: 'sendMessage' }), true],
  ])('%s → %s', (_, wallet, expected) => {
    expect(walletBusy(wallet)).toBe(expected);
  });
});

describe('mayShowNotice: only a found new version, and never over a dialog or a wallet at work', () => {
  it.each([
    [{ available: true, dialogOpen: false, walletBusy: false }, true],
    [{ available: false, dialogOpen: false, walletBusy: false }, false],
    [{ available: true, dialogOpen: true, walletBusy: false }, false],
    [{ available: true, dialogOpen: false, walletBusy: true }, false],
    [{ available: true, dialogOpen: true, walletBusy: true }, false],
  ])('%j → %s', (state, expected) => {
    expect(mayShowNotice(state)).toBe(expected);
  });
});

describe('noticeView: its text goes in once, when it first may show, and then only its display changes', () => {
  it.each([
    ['nothing found yet', { show: false, shown: false }, { shown: false, filled: false, displayed: true }],
    [
      'it may show, the first time',
      { show: true, shown: false },
      { shown: true, filled: true, displayed: true },
    ],
    ['it may show again', { show: true, shown: true }, { shown: true, filled: true, displayed: true }],
    // A dialog opened, or the pointer moved back: hidden, its text kept (not announced anew).
    ['hidden after it showed', { show: false, shown: true }, { shown: true, filled: true, displayed: false }],
  ])('%s → %j', (_, state, expected) => {
    expect(noticeView(state)).toEqual(expected);
  });
});
