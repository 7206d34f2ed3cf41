/**
 * The federated e2e suites: one per deployable (docs/testing.md, "Which journeys run where").
 *
 * - `shell`: through the shell (the test's base URL is the shell's origin): the journeys that
 *   cross remotes, the shell's own surfaces, and one journey per remote.
 * - `login`, `register`, `wallet`, `onboarding`: each remote's own journeys against the remote
 *   alone (its standalone page on its own origin, the dev API, the test wallets).
 *
 * One web server per deployable, each serving its production build from its own origin, exactly
 * as `npm start` runs them; the builds must exist. `E2E_SUITE=<remote>` (what
 * `npm run test:e2e:<remote>` sets, scripts/run.mjs) starts only that remote, the dev API and the
 * test wallets. Browsers come from Debian's Chromium: nothing is downloaded.
 */
import { defineConfig, type Project } from '@playwright/test';
import { apps, appByDir, originOf, serverArgsOf } from '@lender/serve/apps';
import { partnerOriginsSetting } from '@lender/serve/partner-origins-setting';
import { launchOptions } from './support/browser.ts';
import { DEPLOY_SHELL_ORIGIN } from './support/origins.ts';
import { remoteSuites, stackOfSuite, suiteOf } from './support/suites.ts';

// The suites drive the dev API's development routes (outbox, reset, TOTP codes): opt-in.
process.env.DEV_ROUTES ??= 'on';

const suite = suiteOf(process.env);
const chromium = { browserName: 'chromium' } as const;
const remoteProjects: Project[] = remoteSuites.map(({ name, dir }) => ({
  name,
  testDir: `./tests/${name}`,
  use: { ...chromium, baseURL: originOf(appByDir(dir)) },
}));
const shellProjects: Project[] = [
  { name: 'shell', testDir: './tests/shell', use: chromium, testIgnore: /\.exclusive\.spec\.ts$/ },
  // Tests that change the dev API for everyone (rate limits) run alone, after every other suite,
  // and one at a time: each resets the limits the other sets.
  {
    name: 'exclusive',
    testDir: './tests/shell',
    use: chromium,
    workers: 1,
    testMatch: /\.exclusive\.spec\.ts$/,
    dependencies: ['shell', ...remoteSuites.map((s) => s.name)],
  },
];

export default defineConfig({
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A wallet journey (several wallet steps, two or three axe audits) takes 15-25 s alone
  // and nearly twice that beside the other worker on two cores; a screen that loads a
  // remote's chunk can pass 5 s there. Waits end as soon as the page is ready.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  use: {
    baseURL: originOf(apps.find((a) => a.kind === 'host')!),
    // No trace in `npm test` (CI mode): recording one costs every test its DOM snapshots and a
    // screencast, about 17% of the suites' CPU on two cores (issue 40), for a file no CI run keeps.
    // A failing test still leaves its screenshot and error; to see its trace, run it again
    // with `--trace=retain-on-failure` (docs/testing.md). Runs outside CI keep one on failure.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects:
    suite === 'all' ? [...shellProjects, ...remoteProjects] : remoteProjects.filter((p) => p.name === suite),
  webServer: stackOfSuite(suite, apps).map((app) => ({
    name: app.dir,
    command: ['node', ...serverArgsOf(app)].join(' '),
    cwd: `../${app.dir}`,
    url: `${originOf(app)}/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The deploy journey's own shell (tests/shell/deploy.spec.ts) calls the dev API too, added to
    // the partners it would have anyway (by default the demo partner page); an entry needs a
    // label, which the dev API does not read.
    ...(app.kind === 'api' && {
      env: {
        ...process.env,
        PARTNER_ORIGINS: [partnerOriginsSetting(process.env), `${DEPLOY_SHELL_ORIGIN}=apollo`]
          .filter(Boolean)
          .join(','),
      },
    }),
  })),
});
