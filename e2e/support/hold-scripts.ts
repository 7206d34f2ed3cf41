/**
 * Holds back the scripts whose code contains a marker until the test releases
 * them, so a lazily loaded screen's loading state stays on screen for as long as
 * the test needs it, on any machine.
 *
 * Production chunk names are numeric and change with every build, so the chunk is
 * recognised by what it contains: each script is fetched for real, and one whose
 * body contains `marker` (a text only that chunk renders) waits for `release()`.
 */
import type { Page } from '@playwright/test';

export interface HeldScripts {
  /** Whether a script with the marker has been requested (so is held until `release()`). */
  isHolding: () => boolean;
  /** Lets the held scripts through, and any later ones at once. */
  release: () => void;
}

/**
 * `scripts`: the addresses looked at (a glob, by default all). A page of a host Node cannot
 * resolve (the demo partner's `partner.localhost`) needs one that leaves it out: every script
 * matched is fetched from the test's side.
 */
export async function holdScriptsContaining(
  page: Page,
  marker: string,
  { scripts = '**/*' }: { scripts?: string } = {},
): Promise<HeldScripts> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding = false;
  // A test that fails while holding must not leave the handler waiting past the page.
  page.once('close', release);

  await page.route(scripts, async (route) => {
    if (route.request().resourceType() !== 'script') return route.fallback();
    const response = await route.fetch().catch(() => null);
    // The test ended (the page closed) while a script was on its way: its answer is gone with it.
    const body = response && (await response.body().catch(() => null));
    if (page.isClosed()) return;
    // A script the server could not answer fails as it would have without the hold.
    if (!response || !body) return route.abort().catch(() => undefined);
    if (body.includes(marker)) {
      holding = true;
      await released;
    }
    if (page.isClosed()) return;
    // The fetched body is already decoded; passing the server's encoding on would
    // make the browser decode it a second time.
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ response, headers });
  });
  return { isHolding: () => holding, release };
}
