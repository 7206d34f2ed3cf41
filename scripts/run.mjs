#!/usr/bin/env node
// Small entry points for the documented extra scripts (build, e2e, size report, benches).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureDependencies, root } from './lib/bootstrap.mjs';
import { ensureChromium } from './lib/chromium.mjs';

const commands = {
  build: () => [process.execPath, ['--import', 'tsx', 'tooling/build/src/build.ts', '--all'], root],
  // One remote into its version folder, and the pointer moved to a version (docs/deploy.md).
  deploy: () => [
    process.execPath,
    ['--import', 'tsx', 'tooling/build/src/release/cli.ts', 'deploy', ...process.argv.slice(3)],
    root,
  ],
  point: () => [
    process.execPath,
    ['--import', 'tsx', 'tooling/build/src/release/cli.ts', 'point', ...process.argv.slice(3)],
    root,
  ],
  // The production bundles with source maps (to split the JavaScript by package) and
  // the one-bundle shell, both incremental; then the benchmark on ports of its own.
  bench: () => {
    process.env.CHROMIUM_PATH = ensureChromium();
    process.env.LENDER_SOURCE_MAPS = '1';
    for (const which of ['--all', '--one-bundle']) {
      const built = spawnSync(process.execPath, ['--import', 'tsx', 'tooling/build/src/build.ts', which], {
        cwd: root,
        stdio: 'inherit',
      });
      if (built.status !== 0) process.exit(built.status ?? 1);
    }
    return [process.execPath, ['--import', 'tsx', 'bench/lighthouse.ts'], join(root, 'e2e')];
  },
  e2e: () => {
    process.env.CHROMIUM_PATH = ensureChromium();
    return [
      join(root, 'e2e', 'node_modules', '.bin', 'playwright'),
      ['test', ...process.argv.slice(3)],
      join(root, 'e2e'),
    ];
  },
  // One remote's own suite against the remote alone (docs/testing.md): builds only that remote,
  // then starts it, the dev API and the test wallets, and runs its journeys on its standalone page.
  suite: () => {
    const suites = ['login', 'register', 'wallet', 'onboarding'];
    const name = process.argv[3];
    if (!suites.includes(name)) {
      process.stderr.write(`usage: node scripts/run.mjs suite ${suites.join('|')} [playwright options]\n`);
      process.exit(2);
    }
    process.env.CHROMIUM_PATH = ensureChromium();
    process.env.E2E_SUITE = name;
    const built = spawnSync(process.execPath, ['--import', 'tsx', '../tooling/build/src/build.ts'], {
      cwd: join(root, `remote-${name}`),
      stdio: 'inherit',
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
    return [
      join(root, 'e2e', 'node_modules', '.bin', 'playwright'),
      ['test', `--project=${name}`, ...process.argv.slice(4)],
      join(root, 'e2e'),
    ];
  },
  modal: () => {
    process.env.CHROMIUM_PATH = ensureChromium();
    return [process.execPath, ['--import', 'tsx', 'bench/wallet-modal.ts'], join(root, 'e2e')];
  },
  size: () => [process.execPath, ['--import', 'tsx', 'tooling/build/src/bundle-size.ts'], root],
  wallet: () => [
    process.execPath,
    ['--import', 'tsx', 'src/bench/mobile-connect.ts'],
    join(root, 'test-wallets'),
  ],
  relay: () => [
    process.execPath,
    ['--import', 'tsx', 'src/bench/relay-flood.ts'],
    join(root, 'test-wallets'),
  ],
};

const name = process.argv[2];
if (!(name in commands)) {
  process.stderr.write(`usage: node scripts/run.mjs ${Object.keys(commands).join('|')}\n`);
  process.exit(2);
}
ensureDependencies();
const [cmd, args, cwd] = commands[name]();
const result = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
process.exit(result.status ?? 1);
