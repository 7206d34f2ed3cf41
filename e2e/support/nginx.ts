/**
 * The remotes' static host for a test: Debian's nginx with the configuration a team puts on
 * its host (deploy/nginx/remotes.conf.template), run as this process's own child with its own
 * prefix in a temporary folder. Never the system's service, never /etc/nginx.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';
import {
  BROTLI_STATIC_CONF,
  brotliModuleBeside,
  mainConfig,
  nginxBinary,
  renderNginxConfig,
  TEMPLATE_PATH,
  templateValues,
  type StaticHostSettings,
} from './nginx-config.ts';

export { renderNginxConfig } from './nginx-config.ts';

export interface StaticHost {
  /** `http://127.0.0.1:<port>`: the remotes' folders are under it, and `/remotes.json`. */
  origin: string;
  /** Whether it sends the build's `.br` copies (the binary loads brotli's static module). */
  brotli: boolean;
  /** Stops nginx and removes its folder. */
  stop(): Promise<void>;
}

/**
 * util-linux's `setpriv --pdeathsig TERM` makes the kernel stop nginx's master when this
 * process dies, even killed outright (no `exit` event then): its port is free for the next run.
 */
const SETPRIV = '/usr/bin/setpriv';
const READY_WITHIN_MS = 10_000;

export type BrotliSupport = { module: string } | { reason: string };
const supportOf = new Map<string, BrotliSupport>();

/**
 * Whether `binary` loads brotli's static module from beside it (`brotliModuleBeside`): a module
 * built for another nginx is refused by it, so `nginx -t` is asked, once per binary, with the
 * module loaded and the template's brotli lines in a server. The reason says why not.
 */
export function brotliStaticSupport(binary: string): BrotliSupport {
  const known = supportOf.get(binary);
  if (known) return known;
  const module = brotliModuleBeside(binary);
  let support: BrotliSupport;
  if (!existsSync(module)) {
    support = {
      reason: `no brotli static module at ${module} (Debian's libnginx-mod-http-brotli-static; npm test unpacks it beside the nginx it unpacked)`,
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'lender-nginx-check-'));
    try {
      writeFileSync(
        join(dir, 'remotes.conf'),
        `server { listen unix:${dir}/check.sock; include ${BROTLI_STATIC_CONF}; }\n`,
      );
      writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir, undefined, [module]));
      const checked = spawnSync(
        binary,
        ['-t', '-q', '-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
        {
          encoding: 'utf8',
        },
      );
      support =
        checked.status === 0
          ? { module }
          : {
              reason: `${binary} does not load ${module}: ${`${checked.stderr}${checked.stdout}`.trim().slice(-400)}`,
            };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  supportOf.set(binary, support);
  return support;
}

/** Starts nginx serving `root`; resolves once it answers. Without `port`, a free one. */
export async function startNginx(
  settings: Omit<StaticHostSettings, 'port'> & { port?: number },
): Promise<StaticHost> {
  const port = settings.port ?? (await freePort());
  const binary = nginxBinary(process.env, existsSync);
  const brotli = brotliStaticSupport(binary);
  // Bad settings: refused before anything starts.
  const values = templateValues({ ...settings, port, brotli: 'module' in brotli });
  const dir = await mkdtemp(join(tmpdir(), 'lender-nginx-'));
  const template = await readFile(TEMPLATE_PATH, 'utf8');
  await writeFile(join(dir, 'remotes.conf'), renderNginxConfig(template, values));
  const user = process.getuid?.() === 0 ? userInfo().username : undefined;
  await writeFile(join(dir, 'nginx.conf'), mainConfig(dir, user, 'module' in brotli ? [brotli.module] : []));

  const args = ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')];
  const child = existsSync(SETPRIV)
    ? spawn(SETPRIV, ['--pdeathsig', 'TERM', '--', binary, ...args], { stdio: ['ignore', 'ignore', 'pipe'] })
    : spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (text: string) => (stderr = (stderr + text).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  // `exit` runs only synchronous code: the signal is sent (nginx stops on its own) and the
  // folder removed (nginx's open logs outlive their names).
  const killOnExit = () => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (running(child)) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await answers(origin, child, async () => `${stderr}${await readTail(join(dir, 'error.log'))}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, brotli: 'module' in brotli, stop };
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Resolves once nginx answers anything at all; rejects if it exits or takes too long. */
async function answers(origin: string, child: ChildProcess, output: () => Promise<string>): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (!running(child))
      throw new Error(
        `nginx stopped (${child.exitCode ?? child.signalCode}) on starting:\n${await output()}`,
      );
    try {
      await (await fetch(`${origin}/`)).arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not answer at ${origin} within ${READY_WITHIN_MS} ms:\n${await output()}`);
}

const readTail = (path: string) =>
  readFile(path, 'utf8').then(
    (text) => text.slice(-4000),
    () => '',
  );
