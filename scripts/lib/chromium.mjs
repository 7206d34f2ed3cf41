/**
 * Browser tests use Debian's Chromium (never a downloaded browser: the machines
 * reach only the npm registry and Debian's packages). Installed with apt-get when
 * missing and we are root; otherwise the message says what to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { log } from './bootstrap.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${chromiumPath} is missing: install it with "sudo apt-get install -y chromium", or set CHROMIUM_PATH`,
    );
  }
  log('installing Debian Chromium for the browser tests');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
  if (!existsSync(chromiumPath))
    throw new Error(`apt-get installed chromium but ${chromiumPath} is still missing`);
  return chromiumPath;
}
