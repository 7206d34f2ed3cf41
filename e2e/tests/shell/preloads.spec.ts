/**
 * The shell's HTML preloads what the page's start needs (tooling/build/src/plugins/
 * preload-start-chunks.ts; a server-made page's starter script adds the same preloads once the
 * page has loaded), and only that: each preloaded script must be one the page
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

/** The page's starter script (a page the server made with its first screen) lists its preloads. */
const STARTER_PRELOADS = /preloads=(\[[^\]]*\])/;

for (const { path, heading } of JS_BUDGETS) {
  test(`${path} preloads the scripts its start needs, each of them used`, async ({ page }) => {
    const preload = /<link rel=preload as=script href=([^\s>]+)>/g;
    const html = await (await page.request.get(path)).text();
    // Root-relative paths, as the shell's build writes them: in the HTML, or added by a
    // server-made page's starter at the load event's first idle moment (docs/performance.md).
    const starter = STARTER_PRELOADS.exec(html)?.[1];
    const preloaded = starter
      ? (JSON.parse(starter) as string[])
      : [...html.matchAll(preload)].map(([, href]) => href!);
    // The bootstrap chunk, React, React DOM, zustand, @lender/shared (and what the banners use
    // when the page loads them).
    expect(preloaded.length, html).toBeGreaterThanOrEqual(8);
    await page.route(path, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(preload, '').replace(STARTER_PRELOADS, 'preloads=[]');
      // The starter changed, its hash in the policy no longer matches: this test is of the
      // preloads (the policy's own: security-headers.spec.ts).
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, body, headers });
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
