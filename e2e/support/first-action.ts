/**
 * The person's first action on a page. A page the server made with its first screen starts its
 * scripts only then (shell/server/starter-script.ts; docs/performance.md, "Server-made HTML"):
 * what a test waits for from the live page without acting (the start-up's calls, telemetry, the
 * consent script, a remote that cannot load) comes after a first action, as it does for a person.
 * On any other page a key pressed changes nothing.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A key pressed, as a person's first action. */
export async function actFirst(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
}

/** The first action, then the live page in place of the server's (none left). */
export async function actFirstAndTakeOver(page: Page): Promise<void> {
  await actFirst(page);
  await expect(page.locator('#server-screen'), 'the live page has taken over').toHaveCount(0);
}

/**
 * Until the shell's server has read a fragment it gives today's page (it never waits for one): a
 * test of the server-made page first asks for it until the server makes it.
 */
export async function untilServerMade(request: APIRequestContext, path: string): Promise<void> {
  await expect
    .poll(async () => (await request.get(path)).text(), { message: `${path} made by the server` })
    .toContain('<div id="server-screen">');
}
