import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab until `target` has the focus, at most `most` times (the skip link and
 * the header come first), so a keyboard-only test proves the control is reachable
 * without depending on the exact number of stops before it.
 */
export async function tabTo(page: Page, target: Locator, most = 8): Promise<void> {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Tabs to a control (at most `most` presses) and presses Enter on it, as a keyboard user would. */
export async function pressEnterOn(page: Page, control: Locator, most = 20): Promise<void> {
  await tabTo(page, control, most);
  await page.keyboard.press('Enter');
}
