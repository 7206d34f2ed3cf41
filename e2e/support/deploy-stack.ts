/**
 * What a team's deployment looks like, for the deploy journey: the remotes' version folders
 * on Debian's nginx with the documented configuration (./nginx.ts), and the shell's production
 * server started from its artefact alone in a temporary folder (./shell-artefact.ts), whose
 * pointer (`REMOTES_FILE`) is that host's `remotes.json`. The folders are a copy of the fixture's (./deploy-fixture.ts), so moving
 * the pointer here leaves the fixture as it was built.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pointRemote } from '@lender/build/release/pointer-file';
import { deployStaticDir } from './deploy-fixture.ts';
import { startNginx } from './nginx.ts';
import { startShellArtefact, type ShellServer } from './shell-artefact.ts';
import { DEPLOY_SHELL_ORIGIN, DEPLOY_SHELL_PORT } from './origins.ts';

export interface DeployStack {
  shellOrigin: string;
  staticOrigin: string;
  /** The static host's folder (a copy of the fixture's). */
  staticDir: string;
  /** The shell's server, started from its artefact alone in a temporary folder. */
  shell: ShellServer;
  /** Stops the shell and starts it again on its port, its copy changed by `prepare` first (or as built). */
  restartShell(prepare?: (dir: string) => void): Promise<void>;
  /** Moves `remote`'s entry in the pointer to `version`, as `npm run point:remote` does. */
  point(remote: string, version: string): void;
  stop(): Promise<void>;
}

/**
 * The deployed shell's settings: its public origin (the same for every server behind one
 * load balancer), and the pointer on the static host, read for every page (the journey moves
 * it and loads the next page at once).
 */
export const deployShellEnv = (staticOrigin: string): NodeJS.ProcessEnv => ({
  SHELL_ORIGIN: DEPLOY_SHELL_ORIGIN,
  REMOTES_FILE: `${staticOrigin}/remotes.json`,
  REMOTES_CACHE_MS: '0',
});

export async function startDeployStack(): Promise<DeployStack> {
  const staticDir = mkdtempSync(join(tmpdir(), 'lender-static-'));
  cpSync(deployStaticDir, staticDir, { recursive: true });
  const nginx = await startNginx({
    root: staticDir,
    shellOrigins: [DEPLOY_SHELL_ORIGIN],
  });
  let shell: ShellServer;
  try {
    shell = await startShellArtefact(DEPLOY_SHELL_PORT, deployShellEnv(nginx.origin));
  } catch (error) {
    await nginx.stop();
    rmSync(staticDir, { recursive: true, force: true });
    throw error;
  }
  const restartShell = async (prepare?: (dir: string) => void) => {
    await shell.stop();
    shell = await startShellArtefact(DEPLOY_SHELL_PORT, deployShellEnv(nginx.origin), prepare);
  };
  // Waits for the shell to be gone, so its port is free for the next start (a retried worker's).
  const stop = async () => {
    await shell.stop();
    await nginx.stop();
    rmSync(staticDir, { recursive: true, force: true });
  };
  return {
    shellOrigin: DEPLOY_SHELL_ORIGIN,
    get shell() {
      return shell;
    },
    restartShell,
    staticOrigin: nginx.origin,
    staticDir,
    point: (remote, version) =>
      void pointRemote({ pointer: join(staticDir, 'remotes.json'), remote, version }),
    stop,
  };
}
