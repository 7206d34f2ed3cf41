/**
 * The shell's HTML preloads what the page's start needs (tooling/build/src/plugins/
 * preload-start-chunks.ts), and only that: each preloaded script must be one the page
 * fetches anyway. To see what it fetches without them, the HTML is served with the
 * preloads taken out; Chromium treats a document served that way as coming from the
 * public internet and would refuse its calls to loopback (Local Network Access), so
 * these tests turn that check off.
 */
import { launchOptions } from '../../support/browser.ts';
import { expect, test } from '../../support/fixtures.ts';
import { firstLoadDone, JS_BUDGETS, recordLoads } from '../../support/first-load.ts';

test.use({
  launchOptions: {
    ...launchOptions,
    args: [...launchOptions.args, '--disable-features=LocalNetworkAccessChecks'],
  },
});

for (const { path, heading } of JS_BUDGETS) {
  test(`${path} preloads the scripts its start needs from the HTML, each of them used`, async ({ page }) => {
    const preload = /<link rel=preload as=script href=([^\s>]+)>/g;
    const html = await (await page.request.get(path)).text();
    // Root-relative paths, as the shell's build writes them.
    const preloaded = [...html.matchAll(preload)].map(([, href]) => href!);
    // The bootstrap chunk, React, React DOM, zustand, @lender/shared and what the banners use.
    expect(preloaded.length, html).toBeGreaterThanOrEqual(8);
    await page.route(path, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(preload, '') });
    });
    const recorded = await recordLoads(page);
    const done = firstLoadDone(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await done(recorded);
    const fetched = new Set((await recorded()).scripts.map((s) => new URL(s.url).pathname));
    expect(preloaded.filter((file) => !fetched.has(file))).toEqual([]);
  });
}
