/**
 * Runs the whole product locally: the dev API, the test wallets and the demo partner
 * page (neither in production mode) and the four remote servers first,
 * then, once each answers `/health`, the shell, so the first page a person opens
 * can load everything it needs. Every server is a child process in this process's
 * group. `stop()` works at any moment, during start-up too, so a Ctrl-C never
 * leaves a server behind; a server that dies stops the stack.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { originOf, serverArgsOf, stackApps, type AppInfo } from './apps.ts';
import { isProduction } from './environment.ts';
import { repoRoot } from './workspace.ts';

/**
 * The dev API's development routes (outbox, reset, bot-check tokens, TOTP codes) are
 * opt-in: the local stack turns them on, outside production, unless told otherwise.
 */
export const devRoutesFor = (app: AppInfo, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv =>
  app.kind === 'api' && !isProduction(env) && env.DEV_ROUTES === undefined ? { DEV_ROUTES: 'on' } : {};

/**
 * Resolves once `url` answers OK. `failed` names why waiting is pointless (the server
 * exited), checked before each try.
 */
export async function waitForHealth(
  url: string,
  timeoutMs: number,
  failed: () => string | undefined = () => undefined,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const failure = failed();
    if (failure) throw new Error(failure);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface ServerExit {
  app: string;
  code: number | null;
}

export class Stack {
  private readonly children = new Map<string, ChildProcess>();
  private stopping = false;
  private reportExit: (exit: ServerExit) => void = () => undefined;
  /** Settles when a server exits while the stack is meant to be running. */
  readonly exited = new Promise<ServerExit>((resolve) => (this.reportExit = resolve));

  constructor(private readonly env: NodeJS.ProcessEnv = process.env) {}

  async start(): Promise<void> {
    const diedEarly = this.exited.then(({ app, code }) => {
      throw new Error(`${app} exited with code ${code} while starting`);
    });
    diedEarly.catch(() => undefined);
    const ready = (group: readonly AppInfo[]) =>
      Promise.race([
        Promise.all(group.map((a) => waitForHealth(`${originOf(a, this.env)}/health`, 60_000))),
        diedEarly,
      ]);
    const apps = stackApps(this.env);
    const unbuilt = apps.filter((a) => !existsSync(join(repoRoot, a.dir, a.entry)));
    if (unbuilt.length > 0)
      throw new Error(
        `${unbuilt.map((a) => `${a.dir}/${a.entry}`).join(', ')} missing: build first (npm run build)`,
      );
    const backends = apps.filter((a) => a.kind !== 'host');
    backends.forEach((a) => this.launch(a));
    await ready(backends);
    if (this.stopping) return;
    const hosts = apps.filter((a) => a.kind === 'host');
    hosts.forEach((a) => this.launch(a));
    await ready(hosts);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const running = [...this.children.values()];
    const gone = running.map(
      (child) => new Promise<void>((r) => (child.exitCode !== null ? r() : child.once('exit', () => r()))),
    );
    running.forEach((child) => child.kill('SIGTERM'));
    await Promise.race([Promise.all(gone), new Promise((r) => setTimeout(r, 5000))]);
    [...this.children.values()].forEach((child) => child.kill('SIGKILL'));
  }

  private launch(app: AppInfo): void {
    if (this.stopping) return;
    const child = spawn(process.execPath, serverArgsOf(app), {
      cwd: join(repoRoot, app.dir),
      env: { ...this.env, NODE_ENV: this.env.NODE_ENV ?? 'development', ...devRoutesFor(app, this.env) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    this.children.set(app.dir, child);
    child.on('exit', (code) => {
      this.children.delete(app.dir);
      if (!this.stopping) this.reportExit({ app: app.dir, code });
    });
  }
}
