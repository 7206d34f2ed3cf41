#!/usr/bin/env node
/**
 * `npm test`: everything CI checks, on a fresh machine or a warm one. Installs what
 * is missing (pnpm, dependencies, Chromium), then type checks, lint, format check,
 * unit tests with coverage, the production build, and the Playwright suite against
 * a freshly started stack. Every check runs even when an earlier one fails (the
 * browser suite needs a build, so it is skipped when the build fails); the exit
 * code is non-zero if anything failed.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { bin, ensureDependencies, log, root } from './lib/bootstrap.mjs';
import { ensureChromium } from './lib/chromium.mjs';

const started = Date.now();
ensureDependencies();
const chromium = ensureChromium();

const env = { ...process.env, CHROMIUM_PATH: chromium, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const tsx = ['--import', 'tsx'];

const steps = [
  { name: 'typecheck', cmd: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', cmd: bin('eslint'), args: ['--max-warnings=0', '.'] },
  { name: 'format', cmd: bin('prettier'), args: ['--check', '--log-level=warn', '.'] },
  { name: 'unit', cmd: bin('jest'), args: ['--ci', '--coverage'] },
  { name: 'build', cmd: process.execPath, args: [...tsx, 'tooling/src/build.ts', '--all'] },
  {
    name: 'e2e',
    cmd: join(root, 'e2e', 'node_modules', '.bin', 'playwright'),
    args: ['test'],
    cwd: join(root, 'e2e'),
    needs: 'build',
  },
];

const results = [];
for (const step of steps) {
  if (step.needs && results.find((r) => r.name === step.needs)?.status !== 'passed') {
    results.push({ name: step.name, status: 'skipped', seconds: 0 });
    continue;
  }
  log(`${step.name}…`);
  const t0 = Date.now();
  const result = spawnSync(step.cmd, step.args, { cwd: step.cwd ?? root, stdio: 'inherit', env });
  const status = result.status === 0 ? 'passed' : 'failed';
  results.push({ name: step.name, status, seconds: (Date.now() - t0) / 1000 });
}

const failed = results.filter((r) => r.status !== 'passed');
process.stdout.write('\n');
for (const r of results)
  process.stdout.write(`  ${r.status.padEnd(8)} ${r.name.padEnd(10)} ${r.seconds.toFixed(1)} s\n`);
process.stdout.write(
  `\n  npm test ${failed.length ? 'FAILED' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
);
process.exit(failed.length ? 1 : 0);
