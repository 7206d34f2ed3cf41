#!/usr/bin/env node
/**
 * `npm test`: everything CI checks, on a fresh machine or a warm one. Installs what
 * is missing (pnpm, dependencies, Chromium, nginx), then the unit tests beside the production
 * build, the deploy journey's version folders, lint, the type check, the API report check and the
 * format check, and then the Playwright suite against a freshly started stack. Every check runs
 * even when an earlier one fails (the browser suite needs the build and the folders, so it is
 * skipped when either fails); the exit code is non-zero if anything failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bin, ensureDependencies, log, root } from './lib/bootstrap.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureBrotliStaticModule, ensureNginx } from './lib/nginx.mjs';

const started = Date.now();
ensureDependencies();
const chromium = ensureChromium();
// The remotes' static host in the tests: Debian's nginx, unpacked into .cache, never installed as a service.
const nginx = ensureNginx();
ensureBrotliStaticModule(nginx);

const reports = join(root, '.cache', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const jestReport = join(reports, 'jest.json');
const playwrightReport = join(reports, 'playwright.json');

const env = {
  ...process.env,
  CHROMIUM_PATH: chromium,
  NGINX_PATH: nginx,
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
};
const tsx = ['--import', 'tsx'];
// A machine with no webpack cache yet (a fresh clone, as CI's): only the cache that the deploy
// fixture's reproducibility check builds again is written (LENDER_WEBPACK_CACHE,
// tooling/build/src/webpack.ts); the rest would be written for no later step to read.
if (!existsSync(join(root, '.cache', 'webpack')) && !('LENDER_WEBPACK_CACHE' in env))
  env.LENDER_WEBPACK_CACHE = 'remote_login';

// Two cores: two lanes side by side, then the browser suite, which takes both cores, once both
// are done. Every step is CPU-bound, so the lanes are balanced by their length on a fresh clone
// (issue 40, docs/testing.md "What the run costs"): the unit tests alone (jest with two workers;
// its default on two cores is one) in one lane, 345-368 s on issue 40's machine; the build, the
// deploy journey's folders, lint and the three static checks in the other, 362-376 s. A step of the second
// lane prints its output when it ends, so the two never interleave.
const lanes = [
  [
    {
      name: 'unit',
      cmd: bin('jest'),
      // No coverage: nothing reads it (`npm run test:unit -- --coverage` still collects it).
      args: ['--ci', '--maxWorkers=2', '--json', `--outputFile=${jestReport}`],
    },
  ],
  [
    { name: 'build', cmd: process.execPath, args: [...tsx, 'tooling/build/src/build.ts', '--all'] },
    // The deploy journey's version folders (a remote deployed again, and a changed one): built
    // here, never inside a browser test.
    {
      name: 'deploy fixture',
      cmd: process.execPath,
      args: [...tsx, 'e2e/support/prepare-deploy-fixture.ts'],
      needs: 'build',
    },
    { name: 'lint', cmd: bin('eslint'), args: ['--max-warnings=0', '.'] },
    { name: 'typecheck', cmd: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
    // `@lender/shared`'s public surface against its committed report (shared/api/).
    {
      name: 'api report',
      cmd: process.execPath,
      args: [...tsx, 'tooling/build/src/api-report/main.ts', '--check'],
    },
    { name: 'format', cmd: bin('prettier'), args: ['--check', '--log-level=warn', '.'] },
  ],
];

const browserSuite = {
  name: 'e2e',
  cmd: join(root, 'e2e', 'node_modules', '.bin', 'playwright'),
  args: ['test', '--reporter=list,json'],
  cwd: join(root, 'e2e'),
  needs: ['build', 'deploy fixture'],
  // CI mode: Playwright starts its own servers and refuses ports already taken, instead of
  // testing whatever old servers (with their old state) still listen there.
  env: { CI: '1' },
};

/** Runs one step; `quiet` collects its output and prints it once the step ends. */
function runStep(step, { quiet }) {
  return new Promise((resolveStep) => {
    log(`${step.name}…`);
    const t0 = Date.now();
    const child = spawn(step.cmd, step.args, {
      cwd: step.cwd ?? root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...env, ...step.env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = (code) => {
      const seconds = (Date.now() - t0) / 1000;
      if (quiet) {
        log(`${step.name} (${seconds.toFixed(1)} s):`);
        process.stdout.write(Buffer.concat(output));
      }
      resolveStep({ name: step.name, status: code === 0 ? 'passed' : 'failed', seconds });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', finish);
  });
}

async function runLane(lane, quiet) {
  const done = [];
  for (const step of lane) {
    const needed = step.needs && done.find((r) => r.name === step.needs);
    if (needed && needed.status !== 'passed') done.push({ name: step.name, status: 'skipped', seconds: 0 });
    else done.push(await runStep(step, { quiet }));
  }
  return done;
}

const laneStarted = Date.now();
const results = (await Promise.all(lanes.map((lane, index) => runLane(lane, index > 0)))).flat();
const lanesSeconds = (Date.now() - laneStarted) / 1000;
if (browserSuite.needs.every((name) => results.find((r) => r.name === name)?.status === 'passed'))
  results.push(await runStep(browserSuite, { quiet: false }));
else results.push({ name: browserSuite.name, status: 'skipped', seconds: 0 });

/** Test counts from the runners' JSON reports: [passed, failed]. */
function counts() {
  let passed = 0;
  let failedTests = 0;
  if (existsSync(jestReport)) {
    const jest = JSON.parse(readFileSync(jestReport, 'utf8'));
    passed += jest.numPassedTests;
    failedTests += jest.numFailedTests;
  }
  if (existsSync(playwrightReport)) {
    const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    passed += stats.expected + stats.flaky;
    failedTests += stats.unexpected;
  }
  return [passed, failedTests];
}

const failed = results.filter((r) => r.status !== 'passed');
const [testsPassed, testsFailed] = counts();
const totalSeconds = (Date.now() - started) / 1000;
process.stdout.write('\n');
for (const r of results)
  process.stdout.write(`  ${r.status.padEnd(8)} ${r.name.padEnd(15)} ${r.seconds.toFixed(1)} s\n`);
process.stdout.write(`  (the two lanes, side by side: ${lanesSeconds.toFixed(1)} s together)\n`);
process.stdout.write(`\n  npm test ${failed.length ? 'FAILED' : 'passed'} in ${totalSeconds.toFixed(0)} s\n`);
// Over the budget: a warning line (never a failure) naming the slowest jest files and
// Playwright specs, from the reports (tooling/build/src/test-report/).
spawnSync(
  process.execPath,
  [...tsx, 'tooling/build/src/test-report/main.ts', String(totalSeconds), jestReport, playwrightReport],
  { cwd: root, stdio: 'inherit', env },
);
// The plain closing line CI reads: unit and browser tests together.
process.stdout.write(`${testsPassed} passed, ${testsFailed} failed\n`);
process.exit(failed.length ? 1 : 0);
