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
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildableApps } from '@lender/serve/apps';
import { repoRoot } from '@lender/serve/workspace';
import { untilServerMade } from '../../support/first-action.ts';
import { expect, test } from '../../support/fixtures.ts';
import {
  firstLoadDone,
  JS_BUDGETS,
  kb,
  LIBRARY_MARKERS,
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

/** Every JavaScript file under `dir`, with its content. */
function scriptsUnder(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

test("no production chunk of any app holds TanStack Query's devtools", () => {
  // The devtools' own button label: their package's build holds it (the marker is theirs).
  const MARKER = 'Open Tanstack query devtools';
  const fromShared = createRequire(join(repoRoot, 'shared', 'package.json'));
  const devtools = createRequire(fromShared.resolve('@tanstack/react-query-devtools'));
  const devtoolsBuild = dirname(devtools.resolve('@tanstack/query-devtools'));
  expect(scriptsUnder(devtoolsBuild).some(({ text }) => text.includes(MARKER))).toBe(true);

  const built = buildableApps.flatMap((app) => scriptsUnder(join(repoRoot, app.dir, app.pagesDir ?? 'dist')));
  // What `npm test` built, read whole: the query client is in it (the screens after sign-in).
  expect(built.some(({ text }) => text.includes(LIBRARY_MARKERS['tanstack-query']))).toBe(true);
  expect(built.filter(({ text }) => text.includes(MARKER)).map(({ file }) => file)).toEqual([]);
});
