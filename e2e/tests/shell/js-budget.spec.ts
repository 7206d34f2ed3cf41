/**
 * The JavaScript budget: each first-load route's scripts, as transferred (gzipped),
 * everything its start fetches by itself (`firstLoadDone`), must stay within its budget. Bytes are deterministic for
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
} from '../../support/first-load.ts';

for (const { path, heading, budget } of JS_BUDGETS) {
  test(`${path} loads at most ${kb(budget)} of JavaScript, and no heavy library`, async ({ page }) => {
    const recorded = await recordLoads(page);
    const done = firstLoadDone(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await done(recorded);
    const { scripts } = await recorded();
    const total = totalEncoded(scripts);
    const listing = scripts.map((s) => `${kb(s.encoded).padStart(9)}  ${s.url}`).join('\n');
    // The figure, in the JSON report (`npm test`'s .cache/test-reports/playwright.json) for the notes.
    test
      .info()
      .annotations.push({ type: 'javascript', description: `${kb(total)} in ${scripts.length} scripts` });
    expect(
      total,
      `${path}: ${kb(total)} of JavaScript, over its ${kb(budget)} budget:\n${listing}`,
    ).toBeLessThanOrEqual(budget);
    // By content: production chunk names are numeric. The password form's check is the positive control (login.spec.ts).
    expect(librariesIn(scripts)).toEqual([]);
  });
}
