/**
 * What a team's deployment looks like, for the deploy journey: the remotes' version folders
 * on Debian's nginx with the documented configuration (./nginx.ts), and a shell server of
 * the same build as the stack's whose pointer (`REMOTES_FILE`) is that host's
 * `remotes.json`. The folders are a copy of the fixture's (./deploy-fixture.ts), so moving
 * the pointer here leaves the fixture as it was built.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '@lender/serve/workspace';
import { waitForHealth } from '@lender/serve/stack';
import { pointRemote } from '@lender/build/release/pointer-file';
import { deployStaticDir } from './deploy-fixture.ts';
import { startNginx } from './nginx.ts';
import { DEPLOY_SHELL_ORIGIN, DEPLOY_SHELL_PORT } from './origins.ts';

const READY_WITHIN_MS = 30_000;

export interface DeployStack {
  shellOrigin: string;
  staticOrigin: string;
  /** The static host's folder (a copy of the fixture's). */
  staticDir: string;
  /** Moves `remote`'s entry in the pointer to `version`, as `npm run point:remote` does. */
  point(remote: string, version: string): void;
  stop(): Promise<void>;
}

export async function startDeployStack(): Promise<DeployStack> {
  // Another server on the port would answer the health check for ours: refuse to test it.
  const taken = await fetch(`${DEPLOY_SHELL_ORIGIN}/health`).then(
    () => true,
    () => false,
  );
  if (taken)
    throw new Error(`${DEPLOY_SHELL_ORIGIN} is already taken: the deploy journey starts its own shell there`);
  const staticDir = mkdtempSync(join(tmpdir(), 'lender-static-'));
  cpSync(deployStaticDir, staticDir, { recursive: true });
  const nginx = await startNginx({
    root: staticDir,
    shellOrigins: [DEPLOY_SHELL_ORIGIN],
    partnerOrigins: [],
  });
  const shell = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: join(repoRoot, 'shell'),
    env: {
      ...process.env,
      SHELL_PORT: String(DEPLOY_SHELL_PORT),
      REMOTES_FILE: `${nginx.origin}/remotes.json`,
      // Read the pointer for every page: the journey moves it and loads the next page at once.
      REMOTES_CACHE_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  let exitCode: number | null = null;
  shell.stderr.setEncoding('utf8').on('data', (text: string) => (stderr = (stderr + text).slice(-4000)));
  const exited = new Promise<void>((resolve) =>
    shell.once('exit', (code) => {
      exitCode = code ?? -1;
      resolve();
    }),
  );
  // Waits for the shell to be gone, so its port is free for the next start (a retried worker's).
  const stop = async () => {
    if (exitCode === null) {
      shell.kill('SIGTERM');
      const killed = setTimeout(() => shell.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killed);
    }
    await nginx.stop();
    rmSync(staticDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${DEPLOY_SHELL_ORIGIN}/health`, READY_WITHIN_MS, () =>
      exitCode === null ? undefined : `the deploy journey's shell exited (${exitCode}): ${stderr}`,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    shellOrigin: DEPLOY_SHELL_ORIGIN,
    staticOrigin: nginx.origin,
    staticDir,
    point: (remote, version) =>
      void pointRemote({ pointer: join(staticDir, 'remotes.json'), remote, version }),
    stop,
  };
}
