/**
 * Where each app of the stack listens, as the suites address it: every app on its
 * own origin (remotes alone, the dev API), and the shell under another host name.
 */
import { appByDir, originOf } from '@lender/serve/apps';

/** The origin of the app in workspace folder `dir` (`remote-login`, `dev-api`, …). */
export const originOfApp = (dir: string): string => originOf(appByDir(dir));

export const SHELL_ORIGIN = originOfApp('shell');

const SHELL_PORT = new URL(SHELL_ORIGIN).port;

/**
 * The shell at another host name. Every `*.localhost` name is this machine, and the
 * shell's server picks the organization (so the brand, or a broker) by host name.
 */
export const atHost = (hostName: string, path: string): string => `http://${hostName}:${SHELL_PORT}${path}`;

/**
 * The deploy journey's own shell (e2e/tests/deploy.spec.ts starts it): the same build as the
 * stack's, its remotes where the pointer on the test's static host says. The dev API lets
 * it call (the Playwright configuration adds it to the dev API's PARTNER_ORIGINS).
 */
export const DEPLOY_SHELL_PORT = 3010;
export const DEPLOY_SHELL_ORIGIN = `http://127.0.0.1:${DEPLOY_SHELL_PORT}`;

/** The shell servers tests/shell-server.spec.ts starts from the artefact: two alike, and one it stops. */
export const ARTEFACT_SHELL_PORTS = { first: 3011, second: 3012, stopping: 3013 } as const;
