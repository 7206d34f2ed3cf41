/**
 * When an open tab looks for a new version of the remotes it uses, and when it may
 * say so (docs/spec-decisions.md, "A new version"). Pure: the checker
 * (./update-checker.ts) and the notice (./NewVersionNotice.tsx) act on these.
 */
import { remoteContainers, type RemoteContainer } from '@lender/shared/contracts';
import { type WalletSession } from '@lender/shared';

/** At most one look at the pointer a minute: a person switching tabs often causes no polling. */
export const CHECK_INTERVAL_MS = 60_000;

/** A container and the manifest URL of its version, as the runtime configuration names it. */
export type RemoteEntries = Partial<Record<RemoteContainer, string>>;

export interface CheckClock {
  /** The remotes this tab has loaded something from. */
  used: RemoteEntries;
  /** When the last check started; null: none yet. */
  lastCheckAt: number | null;
  now: number;
}

/**
 * Whether a check may start now. The page's own load is not a check: the pointer was
 * read with the page, so the first return to the tab or navigation checks at once.
 * A tab that has loaded no remote yet has nothing out of date, so it does not ask. A
 * clock set back (`now` before the last check) allows one check, which resets the mark.
 */
export function mayCheckNow({ used, lastCheckAt, now }: CheckClock): boolean {
  if (Object.keys(used).length === 0) return false;
  if (lastCheckAt === null) return true;
  return now - lastCheckAt >= CHECK_INTERVAL_MS || now < lastCheckAt;
}

/**
 * The remotes this tab used whose entry the pointer now names differently: only those
 * make the page being used out of date (a remote it never loaded will be loaded from
 * wherever it was registered, and the next page load registers the new one). A used
 * remote the pointer no longer names does not count either: that is no new version to
 * load, and a reload would register no remote at all for it (a page that breaks, not
 * one that updates), so the tab keeps the version it has. Entries are compared as the
 * server writes them: the page's inlined configuration and `/runtime-config.json` come
 * from the same code, so one version always has the same string.
 */
export function movedRemotes(used: RemoteEntries, pointer: RemoteEntries): RemoteContainer[] {
  return remoteContainers.filter((name) => {
    const from = used[name];
    const now = pointer[name];
    return from !== undefined && now !== undefined && now !== from;
  });
}

/**
 * A wallet at work: its modal is asked for (it may still be loading, before its
 * dialog is in the page) or a wallet method (a signature) is waiting for the wallet.
 */
export function walletBusy(wallet: Pick<WalletSession, 'modal' | 'pendingMethod'>): boolean {
  return wallet.modal.showModal || Boolean(wallet.pendingMethod);
}

export interface NoticeState {
  /** A check found a used remote moved. */
  available: boolean;
  /** A dialog is open in the page (./dialog-watch.ts). */
  dialogOpen: boolean;
  walletBusy: boolean;
}

/** The notice waits for every dialog and wallet action to end: it never covers them. */
export function mayShowNotice({ available, dialogOpen, walletBusy: busy }: NoticeState): boolean {
  return available && !dialogOpen && !busy;
}

export interface NoticeLatch {
  /** It may show now (mayShowNotice). */
  show: boolean;
  /** It has shown before in this page. */
  shown: boolean;
}

export interface NoticeView {
  /** Whether it has shown, from now on (the latch to keep). */
  shown: boolean;
  /** Its text and Reload are in the page: put in once, when it first shows, and kept. */
  filled: boolean;
  /** Displayed; only a notice that showed and may not show now is hidden. */
  displayed: boolean;
}

/**
 * What the notice renders. Announced once: its status region's text goes in when it first
 * shows and stays while something hides it again (it is only not displayed), so a screen
 * reader is not told anew. Before it ever shows, the empty region stays displayed: a live
 * region must be in the page before its text arrives to be announced.
 */
export function noticeView({ show, shown }: NoticeLatch): NoticeView {
  const filled = shown || show;
  return { shown: filled, filled, displayed: show || !filled };
}
