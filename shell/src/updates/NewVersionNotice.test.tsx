import { initialWalletSession, ModalDialog, sessionStore } from '@lender/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderShell } from '../testing/render-shell.tsx';
import { pageReload } from '../federation/page-reload.ts';
import { NEW_VERSION_TEXT, NewVersionNotice, RELOAD_LABEL } from './NewVersionNotice.tsx';
import { createUpdateChecker } from './update-checker.ts';
import { LOADED, MOVED, pointerAnswer, pointerJson } from './update-fixtures.ts';
import { CHECK_INTERVAL_MS } from './update-rules.ts';

/** A page with a field and a dialog the test opens, around the notice. */
function Page({ checker }: { checker: ReturnType<typeof createUpdateChecker> }) {
  const [dialog, setDialog] = useState(false);
  return (
    <>
      <input aria-label="Email" />
      <button onClick={() => setDialog(true)}>Open dialog</button>
      <ModalDialog open={dialog} title="Sign with your wallet" onClose={() => setDialog(false)}>
        <p>Waiting for the signature</p>
      </ModalDialog>
      <NewVersionNotice checker={checker} />
    </>
  );
}

function setup() {
  let now = 1_000_000;
  let answer = (): Response => pointerAnswer(MOVED);
  const fetch = jest.fn(async () => answer());
  const used = { remote_login: LOADED };
  // Whether this shell can run a manifest; every one can, unless a test says otherwise.
  let runs = true;
  const checker = createUpdateChecker({
    fetch,
    usedEntries: () => used,
    now: () => now,
    runs: async () => runs,
  });
  const checks: Promise<unknown>[] = [];
  const counted = { check: () => (checks.push(checker.check()), checks.at(-1)!) } as typeof checker;
  const view = renderShell([{ path: '*', element: <Page checker={counted} /> }], '/auth/login');
  /** Every check started so far has answered and rendered. */
  const settle = () => act(async () => void (await Promise.all(checks)));
  return {
    ...view,
    fetch,
    settle,
    advance: (ms: number) => (now += ms),
    answerWith: (next: () => Response) => (answer = next),
    refuseManifests: () => (runs = false),
    /** A minute later, the person comes back to the tab and the pointer answers `next`. */
    async returnLater(next: () => Response) {
      answer = next;
      now += CHECK_INTERVAL_MS;
      setVisibility('visible');
      await settle();
    },
    notice: () => screen.getByTestId('new-version-notice'),
    reloadButton: () => screen.queryByRole('button', { name: RELOAD_LABEL }),
  };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

let warn: jest.SpyInstance;
let reload: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  reload.mockRestore();
  delete (document as { visibilityState?: unknown }).visibilityState;
});

describe('when the tab looks for a new version', () => {
  it('not at the page’s load, not while hidden, and at once when the person comes back', async () => {
    const page = setup();
    await page.settle();
    setVisibility('hidden');
    expect(page.fetch).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(page.fetch).toHaveBeenCalledTimes(1);
    await page.settle();
    expect(within(page.notice()).getByRole('status')).toHaveTextContent(NEW_VERSION_TEXT);
    expect(page.reloadButton()).toBeVisible();
  });

  it('on navigation, and not twice within a minute however often the person moves', async () => {
    const page = setup();
    await act(() => page.router.navigate('/auth/register'));
    expect(page.fetch).toHaveBeenCalledTimes(1);
    await page.settle();
    await act(() => page.router.navigate('/auth/login'));
    setVisibility('visible');
    expect(page.fetch).toHaveBeenCalledTimes(1);
    page.advance(CHECK_INTERVAL_MS);
    await act(() => page.router.navigate('/terms'));
    expect(page.fetch).toHaveBeenCalledTimes(2);
  });
});

describe('what it shows', () => {
  it('nothing when only a remote this tab never used moved', async () => {
    const page = setup();
    page.answerWith(() =>
      Response.json(pointerJson({ remote_register: 'http://127.0.0.1:3002/v2/mf.json' })),
    );
    setVisibility('visible');
    await page.settle();
    expect(page.fetch).toHaveBeenCalledTimes(1);
    expect(page.reloadButton()).toBeNull();
    expect(page.notice()).toHaveTextContent('');
  });

  it('nothing when the used remote moved to a version this shell would refuse', async () => {
    const page = setup();
    page.refuseManifests();
    setVisibility('visible');
    await page.settle();
    expect(page.fetch).toHaveBeenCalledTimes(1);
    expect(page.reloadButton()).toBeNull();
    expect(page.notice()).toHaveTextContent('');
  });

  it('nothing, and no error, for a bad answer; and a bad answer later leaves the notice', async () => {
    const page = setup();
    page.answerWith(() => new Response('<html>', { status: 502 }));
    setVisibility('visible');
    await page.settle();
    expect(page.reloadButton()).toBeNull();
    await page.returnLater(() => pointerAnswer(MOVED));
    expect(page.reloadButton()).toBeVisible();
    await page.returnLater(() => Response.json({ remotes: {} }));
    expect(page.fetch).toHaveBeenCalledTimes(3);
    expect(page.reloadButton()).toBeVisible();
  });

  it('goes away when the pointer moves back to what this tab loaded', async () => {
    const page = setup();
    setVisibility('visible');
    await page.settle();
    expect(page.reloadButton()).toBeVisible();
    await page.returnLater(() => pointerAnswer(LOADED));
    expect(page.notice()).not.toBeVisible();
  });

  it('waits for an open dialog to close, and is announced once however often it hides', async () => {
    const user = userEvent.setup();
    const page = setup();
    const status = within(page.notice()).getByRole('status');
    const added: Node[] = [];
    new MutationObserver((records) => records.forEach((r) => added.push(...r.addedNodes))).observe(status, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    setVisibility('visible');
    await page.settle();
    expect(page.reloadButton()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: RELOAD_LABEL })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await act(async () => undefined);
    expect(page.notice()).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await act(async () => undefined);
    expect(page.notice()).toBeVisible();
    expect(added.map((node) => node.textContent)).toEqual([NEW_VERSION_TEXT]);
  });

  it('waits while a wallet signature is pending', async () => {
    const page = setup();
    const signing = { ...initialWalletSession, pendingMethod: 'signJWT' as const };
    act(() => sessionStore.getState().setWalletSession(signing));
    setVisibility('visible');
    await page.settle();
    expect(page.reloadButton()).toBeNull();
    act(() => sessionStore.getState().setWalletSession(initialWalletSession));
    expect(page.reloadButton()).toBeVisible();
  });
});

describe('what it leaves visible (WCAG 2.2, 2.4.11: a focused control is not hidden behind it)', () => {
  it("pads the page's scrolling by its height while it shows, and not once it is hidden or gone", async () => {
    const user = userEvent.setup();
    const height = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(56);
    const padding = () => document.documentElement.style.scrollPaddingBottom;
    const page = setup();
    expect(padding()).toBe('');
    setVisibility('visible');
    await page.settle();
    expect(page.reloadButton()).toBeVisible();
    expect(padding()).toBe('56px');
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await act(async () => undefined);
    expect(page.notice()).not.toBeVisible();
    expect(padding()).toBe('');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await act(async () => undefined);
    expect(padding()).toBe('56px');
    page.unmount();
    expect(padding()).toBe('');
    height.mockRestore();
  });
});

describe('Reload', () => {
  it('reloads only when pressed, keeps the focus where it was, and is reached with the keyboard', async () => {
    const user = userEvent.setup();
    const page = setup();
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    setVisibility('visible');
    await page.settle();
    expect(page.reloadButton()).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(reload).not.toHaveBeenCalled();
    await user.tab();
    await user.tab();
    expect(page.reloadButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
