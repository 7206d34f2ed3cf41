/**
 * The federated e2e suite. One web server per deployable, each serving its
 * production build from its own origin, exactly as `npm start` runs them; the
 * builds must exist (`npm test` builds first). Browsers come from Debian's
 * Chromium: nothing is downloaded.
 */
import { defineConfig } from '@playwright/test';
import { apps, originOf, serverArgsOf } from '@lender/serve/apps';
import { launchOptions } from './support/browser.ts';
import { DEPLOY_SHELL_ORIGIN } from './support/origins.ts';

// The suites drive the dev API's development routes (outbox, reset, TOTP codes): opt-in.
process.env.DEV_ROUTES ??= 'on';

export default defineConfig({
  testDir: './tests',
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /\.exclusive\.spec\.ts$/ },
    // Tests that change the dev API for everyone (rate limits) run alone, after the rest.
    {
      name: 'exclusive',
      use: { browserName: 'chromium' },
      testMatch: /\.exclusive\.spec\.ts$/,
      dependencies: ['chromium'],
    },
  ],
  webServer: apps.map((app) => ({
    name: app.dir,
    command: ['node', ...serverArgsOf(app)].join(' '),
    cwd: `../${app.dir}`,
    url: `${originOf(app)}/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The deploy journey's own shell (tests/deploy.spec.ts) calls the dev API too.
    ...(app.kind === 'api' && {
      env: {
        ...process.env,
        PARTNER_ORIGINS: [process.env.PARTNER_ORIGINS, DEPLOY_SHELL_ORIGIN].filter(Boolean).join(','),
      },
    }),
  })),
});
