/**
 * The shell's production artefact as an operator runs it (docs/deploy.md, "The shell's
 * server"): `shell/dist/` copied alone into a new temporary folder (no workspace, no
 * `node_modules` above it) and started with `node server.mjs` there, nothing installed.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { appByDir, hostOf } from '@lender/serve/apps';
import { waitForHealth } from '@lender/serve/stack';
import { repoRoot } from '@lender/serve/workspace';
import { originAtPort } from './origins.ts';

const READY_WITHIN_MS = 30_000;
/** Longer than the server's own grace (10 s), so a stop that hangs is seen as one. */
const STOPPED_WITHIN_MS = 15_000;

export const shellArtefactDir = join(repoRoot, 'shell', dirname(appByDir('shell').entry));

/** A copy of the artefact in a new temporary folder, with the folders above it that have `node_modules`. */
export function copyShellArtefact(): { dir: string; files: string[]; nodeModulesAbove: string[] } {
  if (!existsSync(join(shellArtefactDir, 'server.mjs')))
    throw new Error(`${shellArtefactDir}/server.mjs is missing: build first (npm run build)`);
  const dir = mkdtempSync(join(tmpdir(), 'lender-shell-'));
  cpSync(shellArtefactDir, dir, { recursive: true });
  const nodeModulesAbove: string[] = [];
  for (let folder = dir; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'node_modules'))) nodeModulesAbove.push(folder);
    if (dirname(folder) === folder) break;
  }
  return { dir, files: readdirSync(dir).sort(), nodeModulesAbove };
}

export interface ShellServer {
  origin: string;
  /** The artefact's folder it runs from. */
  dir: string;
  /** What it printed so far. */
  output(): string;
  /** Sends SIGTERM and resolves with the exit code (SIGKILL after 15 s: then the code is null). */
  terminate(): Promise<number | null>;
  /** Terminates it (if running) and removes its folder. */
  stop(): Promise<void>;
}

/** Copies the artefact and starts it on `port` of the stack's host with the environment given over this process's. */
export async function startShellArtefact(
  port: number,
  env: NodeJS.ProcessEnv,
  prepare?: ArtefactStart['prepare'],
): Promise<ShellServer> {
  return startArtefact({
    origin: originAtPort(port),
    env: { ...process.env, ...env, HOST: hostOf(), SHELL_PORT: String(port) },
    ...(prepare && { prepare }),
  });
}

export interface ArtefactStart {
  /** Where it answers once started (its `/health`). */
  origin: string;
  /** Its whole environment: nothing of this process's is added. */
  env: NodeJS.ProcessEnv;
  /** Before `server.mjs` on node's command line (`--import <file>`). */
  nodeArgs?: readonly string[];
  /** Changes the copy before it starts (its folder): a shell "of another version" without a rebuild. */
  prepare?: (dir: string) => void;
}

/** Runs a copy of the artefact with exactly `env`; resolves with its exit code and what it printed. */
export async function runShellArtefact({ env, nodeArgs = [] }: Omit<ArtefactStart, 'origin'>) {
  const { dir } = copyShellArtefact();
  const run = spawnArtefact(dir, env, nodeArgs);
  const code = await run.exited;
  rmSync(dir, { recursive: true, force: true });
  return { code, output: run.output() };
}

function spawnArtefact(dir: string, env: NodeJS.ProcessEnv, nodeArgs: readonly string[]) {
  const child = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', 'server.mjs'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (text: string) => (output = (output + text).slice(-8000));
  child.stdout.setEncoding('utf8').on('data', keep);
  child.stderr.setEncoding('utf8').on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Copies the artefact and starts it with exactly `env`, resolving once it answers at `origin`. */
export async function startArtefact({
  origin,
  env,
  nodeArgs = [],
  prepare,
}: ArtefactStart): Promise<ShellServer> {
  // Another server on the port would answer the health check for ours: refuse to test it.
  const taken = await fetch(`${origin}/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`${origin} is already taken: a test starts its own shell server there`);
  const { dir } = copyShellArtefact();
  prepare?.(dir);
  const { child, exited, output } = spawnArtefact(dir, env, nodeArgs);
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const terminate = async () => {
    if (exitCode !== undefined) return exitCode;
    child.kill('SIGTERM');
    const killed = setTimeout(() => child.kill('SIGKILL'), STOPPED_WITHIN_MS);
    const code = await exited;
    clearTimeout(killed);
    return code;
  };
  const stop = async () => {
    await terminate();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${origin}/health`, READY_WITHIN_MS, () =>
      exitCode === undefined ? undefined : `the shell's server exited (${exitCode}): ${output()}`,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, dir, output, terminate, stop };
}
