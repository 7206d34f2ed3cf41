/**
 * The ports of the shell servers the e2e suites start for themselves, beside the stack's
 * (docs/configuration.md, "Tests and benchmarks"): the deploy journey's shell
 * (tests/shell/deploy.spec.ts) and three started from the artefact (tests/shell/shell-server.spec.ts). They
 * follow the shell's port, so moving every documented port moves them too, and each may be
 * named; a port two servers would share stops the suites before anything starts.
 */
import { apps, portOf, portSetting } from '@lender/serve/apps';

type Env = NodeJS.ProcessEnv;

/** Above `SHELL_PORT` by default: under it are the remotes' ports when they are moved along with it. */
export const DEPLOY_SHELL_OFFSET = 10;
/** The first of the three artefact shells; the other two take the next ports. */
export const ARTEFACT_SHELL_OFFSET = 11;
const HIGHEST_PORT_NUMBER = 65535;

export interface SuitePorts {
  deployShell: number;
  artefactShells: { first: number; second: number; stopping: number };
}

const andList = (names: readonly string[]) =>
  names.length === 2
    ? `both ${names[0]} and ${names[1]}`
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** Each port taken by more than one name, as a sentence. */
function collisions(named: readonly (readonly [string, number])[]): string[] {
  const byPort = new Map<number, string[]>();
  for (const [name, port] of named) byPort.set(port, [...(byPort.get(port) ?? []), name]);
  return [...byPort]
    .filter(([, names]) => names.length > 1)
    .map(([port, names]) => `port ${port} is ${andList(names)}`);
}

/**
 * `DEPLOY_SHELL_PORT` (default `SHELL_PORT` + 10) and `ARTEFACT_SHELL_PORT` (default
 * `SHELL_PORT` + 11, and the next two). Throws, listing every problem, on a bad setting, a
 * port past 65535, or a port that another server of the suites or the stack also takes.
 */
export function suitePortsOf(env: Env = process.env): SuitePorts {
  const shell = apps.find((app) => app.kind === 'host')!;
  const shellPort = portOf(shell, env);
  const problems: string[] = [];
  /** A setting whose default follows the shell's port; a default past the last port is named. */
  const following = (name: string, offset: number): number => {
    const port = portSetting(name, shellPort + offset, env);
    if (port > HIGHEST_PORT_NUMBER)
      problems.push(`${name}: ${shell.portEnv} + ${offset} = ${port} is not a port; set ${name}`);
    return port;
  };
  const deployShell = following('DEPLOY_SHELL_PORT', DEPLOY_SHELL_OFFSET);
  const first = following('ARTEFACT_SHELL_PORT', ARTEFACT_SHELL_OFFSET);
  const artefact = [1, 2].map((next) => [`ARTEFACT_SHELL_PORT + ${next}`, first + next] as const);
  if (first <= HIGHEST_PORT_NUMBER)
    for (const [name, port] of artefact)
      if (port > HIGHEST_PORT_NUMBER)
        problems.push(`${name} = ${port} is not a port; set ARTEFACT_SHELL_PORT`);
  problems.push(
    ...collisions([
      ...apps.map((app) => [app.portEnv, portOf(app, env)] as const),
      ['DEPLOY_SHELL_PORT', deployShell],
      ['ARTEFACT_SHELL_PORT', first],
      ...artefact,
    ]),
  );
  if (problems.length > 0)
    throw new Error(
      `The e2e suites cannot run: ${problems.join('; ')} (docs/configuration.md, "Tests and benchmarks")`,
    );
  return { deployShell, artefactShells: { first, second: first + 1, stopping: first + 2 } };
}
