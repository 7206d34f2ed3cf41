/**
 * The JavaScript budget: each first-load route's scripts, their bodies gzipped at level 9
 * (whatever the server sent: brotli, to this Chromium), everything its start fetches by itself
 * (`firstLoadDone`), must stay within its budget; the transfer is recorded beside it. Bytes are deterministic for
 * a build, so this can fail a change; times stay in the benchmarks (docs/performance.md).
 * The budget of the pages a borrower lands on is the product's: under 200 KB, for the page the
 * server made with its first screen (its scripts start at the first action, which `firstLoadDone`
 * makes) and for today's page, which the server gives a query it has no fragment for (a prefilled
 * email) and any page before it has read the fragments: there the scripts start at once.
 */
import { untilServerMade } from '../../support/first-action.ts';
import { expect, test } from '../../support/fixtures.ts';
import {
  firstLoadDone,
  JS_BUDGETS,
  kb,
  librariesIn,
  recordLoads,
  totalEncoded,
  totalGzip9,
} from '../../support/first-load.ts';

const TODAYS_PAGE = '?email=pat.customer%40example.com';

for (const { path, heading, budget } of JS_BUDGETS)
  for (const serverMade of [true, false]) {
    // The login's address with a prefilled email has no fragment: today's page, the live start.
    if (!serverMade && path !== '/auth/login') continue;
    const address = serverMade ? path : `${path}${TODAYS_PAGE}`;
    const which = serverMade ? 'made by the server' : "today's page";
    test(`${address} (${which}) loads at most ${kb(budget)} of JavaScript, and no heavy library`, async ({
      page,
    }) => {
      if (serverMade) await untilServerMade(page.request, path);
      const recorded = await recordLoads(page);
      const done = firstLoadDone(page);
      await page.goto(address);
      await expect(page.locator('#server-screen')).toHaveCount(serverMade ? 1 : 0);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      await done(recorded);
      const { scripts } = await recorded();
      const total = totalGzip9(scripts);
      const listing = scripts
        .map((s) => `${kb(s.gzip9).padStart(9)} (${kb(s.encoded)} sent)  ${s.url}`)
        .join('\n');
      // The figures, in the JSON report (`npm test`'s .cache/test-reports/playwright.json) for the notes:
      // the budget's gzip-9, and the bytes sent (brotli: it makes the page faster, not the budget larger).
      test.info().annotations.push({
        type: 'javascript',
        description: `${kb(total)} gzip-9 in ${scripts.length} scripts; ${kb(totalEncoded(scripts))} as transferred`,
      });
      expect(
        total,
        `${address}: ${kb(total)} of JavaScript, over its ${kb(budget)} budget:\n${listing}`,
      ).toBeLessThanOrEqual(budget);
      // By content: production chunk names are numeric. The password form's check is the positive control (login.spec.ts).
      expect(librariesIn(scripts)).toEqual([]);
    });
  }
