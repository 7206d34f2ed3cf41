import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab until `target` has the focus, at most `most` times (the skip link and
 * the header come first), so a keyboard-only test proves the control is reachable
 * without depending on the exact number of stops before it.
 */
export async function tabTo(page: Page, target: Locator, most = 8): Promise<void> {
  for (let presses = 0; presses < most; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Whether `target` has the focus, safe across a server-made page's take-over. Playwright finds
 * the elements and runs the check in two steps (`evaluate` and `evaluateAll` alike), and the
 * take-over can come between them: the focus carried from the server's field into the live one,
 * the check run on the server's field, now gone, answered "not focused", and one more Tab went past
 * the field. A found element no longer in the page means the finding is stale: find again, as
 * Playwright's own `toBeFocused` does. Not `:focus`: it matches only while the window has the
 * system's focus, which a page among parallel workers often has not.
 */
async function isFocused(target: Locator): Promise<boolean> {
  for (;;) {
    // As `evaluate` did: no Tab before the control is on the page (a dialog still opening).
    await target.waitFor({ state: 'attached' });
    const focused = await target.evaluateAll((elements) =>
      elements.length > 0 && elements.every((element) => element.isConnected)
        ? elements.some((element) => element === document.activeElement)
        : null,
    );
    if (focused !== null) return focused;
  }
}

/** Tabs to a control (at most `most` presses) and presses Enter on it, as a keyboard user would. */
export async function pressEnterOn(page: Page, control: Locator, most = 20): Promise<void> {
  await tabTo(page, control, most);
  await page.keyboard.press('Enter');
}
