/**
 * The JavaScript budget: each first-load route's scripts, their bodies gzipped at level 9
 * (whatever the server sent: brotli, to this Chromium), everything its start fetches by itself
 * (`firstLoadDone`), must stay within its budget; the transfer is recorded beside it. Bytes are deterministic for
 * a build, so this can fail a change; times stay in the benchmarks (docs/performance.md).
 * The budget of the pages a borrower lands on is the product's: under 200 KB.
 */
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

for (const { path, heading, budget } of JS_BUDGETS) {
  test(`${path} loads at most ${kb(budget)} of JavaScript, and no heavy library`, async ({ page }) => {
    const recorded = await recordLoads(page);
    const done = firstLoadDone(page);
    await page.goto(path);
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
      `${path}: ${kb(total)} of JavaScript, over its ${kb(budget)} budget:\n${listing}`,
    ).toBeLessThanOrEqual(budget);
    // By content: production chunk names are numeric. The password form's check is the positive control (login.spec.ts).
    expect(librariesIn(scripts)).toEqual([]);
  });
}
