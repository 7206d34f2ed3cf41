import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab until `target` has the focus, at most `most` times (the skip link and
 * the header come first), so a keyboard-only test proves the control is reachable
 * without depending on the exact number of stops before it.
 */
export async function tabTo(page: Page, target: Locator, most = 8): Promise<void> {
  // One round trip (`evaluateAll` finds and checks together): `target.evaluate` finds the element,
  // then checks it in a second one, and a server-made page's take-over in between (the focus
  // carried from the server's field to the live one) made a focused field read as not focused, so
  // one more Tab went past it. Not `:focus`: it matches only while the window has the system's
  // focus, which a page among parallel workers often has not.
  const isFocused = () =>
    target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
  for (let presses = 0; presses < most; presses++) {
    // As `evaluate` did: no Tab before the control is on the page (a dialog still opening).
    await target.waitFor({ state: 'attached' });
    if (await isFocused()) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Tabs to a control (at most `most` presses) and presses Enter on it, as a keyboard user would. */
export async function pressEnterOn(page: Page, control: Locator, most = 20): Promise<void> {
  await tabTo(page, control, most);
  await page.keyboard.press('Enter');
}
