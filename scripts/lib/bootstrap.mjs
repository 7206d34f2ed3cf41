/**
 * Makes a fresh machine (Node 20 and npm only) ready to run the project:
 * pnpm is installed through npm into .cache/pnpm (corepack fails its signature
 * check against this registry, and a global install needs root), then the
 * workspace dependencies are installed when the lockfile is newer than the
 * last install. Written in plain Node so it runs before any dependency exists.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PNPM_VERSION = '10.34.8';
const pnpmPrefix = join(root, '.cache', 'pnpm');
const pnpmBin = join(pnpmPrefix, 'node_modules', '.bin', 'pnpm');

export function log(message) {
  process.stdout.write(`\x1b[36m[lender]\x1b[0m ${message}\n`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

export function ensurePnpm() {
  if (!existsSync(pnpmBin)) {
    log(`installing pnpm ${PNPM_VERSION} into .cache/pnpm`);
    run('npm', ['install', '--no-save', '--no-package-lock', '--prefix', pnpmPrefix, `pnpm@${PNPM_VERSION}`]);
  }
  return pnpmBin;
}

export function pnpm(args, options) {
  run(ensurePnpm(), args, options);
}

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const inputs = ['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml'].map((f) => mtime(join(root, f)));
  if (mtime(marker) >= Math.max(...inputs)) return;
  log('installing dependencies');
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) && process.env.CI ? ['--frozen-lockfile'] : [];
  pnpm(['install', ...frozen, '--reporter=append-only']);
}

/** Path of a binary installed in the root node_modules. */
export function bin(name) {
  return join(root, 'node_modules', '.bin', name);
}

/**
 * Calls `onOrphaned` once if this process's parent goes away. npm does not pass
 * SIGTERM on to the script it runs, so `kill <npm pid>` would otherwise leave the
 * stack running under init; Node has no parent-death signal, so we poll.
 */
export function whenOrphaned(onOrphaned) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer);
      onOrphaned();
    }
  }, 500);
  timer.unref();
}
