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
  unpackPackage('nginx');
}

/** Debian's package `name`, downloaded into .cache/nginx and unpacked into its root. */
function unpackPackage(name) {
  // apt-get download writes into its working folder and needs no root; only the lists do.
  if (!apt(['download', name])) {
    if (process.getuid?.() !== 0) {
      throw new Error(
        `apt-get download ${name} failed: run "sudo apt-get update" and try again, or set NGINX_PATH to an nginx binary`,
      );
    }
    if (!apt(['update', '-qq']) || !apt(['download', name]))
      throw new Error(`apt-get download ${name} failed (see above); or set NGINX_PATH to an nginx binary`);
  }
  const deb = readdirSync(cache).find((file) => file.startsWith(`${name}_`) && file.endsWith('.deb'));
  if (!deb) throw new Error(`apt-get download ${name} left no ${name}_*.deb in ${cache}`);
  const result = spawnSync('dpkg-deb', ['-x', join(cache, deb), unpacked], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`dpkg-deb -x ${deb} failed`);
}

/**
 * Brotli's static module beside the nginx we unpacked (Debian's libnginx-mod-http-brotli-static,
 * built for that nginx), so the static host sends the build's `.br` copies as a team's would
 * (docs/deploy.md). Beside a system's or NGINX_PATH's nginx nothing is written: that host has
 * the module installed or not, and e2e/support/nginx.ts checks whether its binary loads it
 * (without, the brotli assertions say so and are skipped). A failed download is said, not fatal.
 */
export function ensureBrotliStaticModule(nginx) {
  if (nginx !== nginxCandidates[1] || existsSync(join(unpacked, BROTLI_STATIC_MODULE))) return;
  log("unpacking Debian's brotli static module for nginx into .cache/nginx");
  try {
    unpackPackage('libnginx-mod-http-brotli-static');
  } catch (error) {
    log(`${error.message}: the brotli assertions will be skipped`);
  }
}

/** Where Debian puts the module, from the root of its files (nginx's binary is `usr/sbin/nginx` there). */
export const BROTLI_STATIC_MODULE = join(
  'usr',
  'lib',
  'nginx',
  'modules',
  'ngx_http_brotli_static_module.so',
);

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
