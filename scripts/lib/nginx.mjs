/**
 * The remotes' static host in the browser tests is Debian's nginx, run as the test's own
 * process (e2e/support/nginx.ts), never as the system's service. When no nginx is
 * installed, the package is downloaded and unpacked into .cache/nginx/root: installing
 * it would start nginx as the system's service on port 80. Only `apt-get update` needs
 * root; without it, the message says what to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { log, root } from './bootstrap.mjs';

const cache = join(root, '.cache', 'nginx');
const unpacked = join(cache, 'root');
/** Where the harness looks when NGINX_PATH is unset, in this order. */
export const nginxCandidates = ['/usr/sbin/nginx', join(unpacked, 'usr', 'sbin', 'nginx')];

/** The path of an nginx binary that runs: NGINX_PATH, the system's, or Debian's unpacked. */
export function ensureNginx() {
  const chosen = process.env.NGINX_PATH;
  if (chosen) return checked(chosen, 'NGINX_PATH');
  const found = nginxCandidates.find((path) => existsSync(path));
  if (found) return checked(found, 'the nginx found');
  log("unpacking Debian's nginx into .cache/nginx (no install, no service)");
  unpack();
  return checked(nginxCandidates[1], 'the unpacked nginx');
}

function unpack() {
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(cache, { recursive: true });
  // apt-get download writes into its working folder and needs no root; only the lists do.
  if (!apt(['download', 'nginx'])) {
    if (process.getuid?.() !== 0) {
      throw new Error(
        'apt-get download nginx failed: run "sudo apt-get update" and try again, or set NGINX_PATH to an nginx binary',
      );
    }
    if (!apt(['update', '-qq']) || !apt(['download', 'nginx']))
      throw new Error('apt-get download nginx failed (see above); or set NGINX_PATH to an nginx binary');
  }
  const deb = readdirSync(cache).find((name) => /^nginx_.*\.deb$/.test(name));
  if (!deb) throw new Error(`apt-get download nginx left no nginx_*.deb in ${cache}`);
  const result = spawnSync('dpkg-deb', ['-x', join(cache, deb), unpacked], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`dpkg-deb -x ${deb} failed`);
}

function apt(args) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return spawnSync('apt-get', args, { cwd: cache, stdio: 'inherit', env }).status === 0;
}

/** `path` itself when `nginx -v` runs (its libraries are present), else a clear error. */
function checked(path, what) {
  const result = spawnSync(path, ['-v'], { encoding: 'utf8' });
  const output = `${result.stderr ?? ''}${result.stdout ?? ''}`.trim();
  if (result.status !== 0 || !output.includes('nginx version'))
    throw new Error(
      `${what} (${path}) is no nginx that runs: ${result.error?.message ?? (output || '`nginx -v` printed nothing')}`,
    );
  return path;
}
