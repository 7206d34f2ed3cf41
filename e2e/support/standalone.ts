/**
 * A remote's standalone page, as each remote's suite checks it (e2e/tests/<remote>/standalone.spec.ts):
 * its own server serves the page at the same paths the shell gives its screens, with the same
 * providers, the runtime configuration inlined and the shell layout's skip link, so a team can
 * deploy and try its remote without the shell.
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { expectAccessible } from './a11y.ts';
import { expect, reactRendererCount } from './fixtures.ts';
import { withStoredSession } from './session.ts';

export const BRAND = 'Keystone Home Lending';

export interface StandaloneScreen {
  path: string;
  heading: string;
  /** Needs a session: one is made through the dev API (the remote has no sign-in of its own). */
  guarded?: true;
}

const consoleErrors = (messages: ConsoleMessage[]) =>
  messages.filter((m) => m.type() === 'error').map((m) => m.text());

/**
 * The screen renders alone from the page's own entry (never the container the shell loads), with
 * one React renderer, no console error, a clean axe audit, and the skip link first in the tab order.
 */
export async function expectStandaloneScreen(
  page: Page,
  { path, heading, guarded }: StandaloneScreen,
): Promise<void> {
  const messages: ConsoleMessage[] = [];
  page.on('console', (message) => messages.push(message));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  if (guarded) await withStoredSession(page);

  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expectAccessible(page, `alone at ${path}`);

  expect(requested).toContain('/main.js');
  expect(requested).not.toContain('/remoteEntry.js');
  expect(await reactRendererCount(page)).toBe(1);
  expect(consoleErrors(messages), 'console errors').toEqual([]);

  // What the shell's layout gives every page: "Skip to main content" is the first thing the
  // keyboard reaches (a screen may put the focus in its first field, so it is checked by
  // document order), shown on focus, and moves the focus to the main landmark.
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  const firstFocusable = await page.evaluate(
    () =>
      document.querySelector<HTMLElement>(
        'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
      )?.textContent,
  );
  expect(firstFocusable).toBe('Skip to main content');
  await skip.focus();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}
