/**
 * Where each app of the stack listens, as the suites address it: every app on its
 * own origin (remotes alone, the dev API), and the shell under another host name.
 */
import { appByDir, hostOf, originOf, partnerDemoOrigin } from '@lender/serve/apps';
import { suitePortsOf } from './suite-ports.ts';

/** The origin of the app in workspace folder `dir` (`remote-login`, `dev-api`, …). */
export const originOfApp = (dir: string): string => originOf(appByDir(dir));

export const SHELL_ORIGIN = originOfApp('shell');

const SHELL_PORT = new URL(SHELL_ORIGIN).port;

/**
 * The demo partner page as a browser opens it (`http://partner.localhost:<PARTNER_DEMO_PORT>`):
 * another site than the shell's. Its server answers `originOfApp('demo-partner')` too, which is
 * an origin the shell does not list: the same page there is a partner the embed refuses.
 */
export const PARTNER_DEMO_ORIGIN = partnerDemoOrigin();

/**
 * The shell at another host name. Every `*.localhost` name is this machine, and the
 * shell's server picks the organization (so the brand, or a broker) by host name.
 */
export const atHost = (hostName: string, path: string): string => `http://${hostName}:${SHELL_PORT}${path}`;

/** A server the suites start for themselves, on `port` of the stack's host (`HOST`). */
export const originAtPort = (port: number): string => `http://${hostOf()}:${port}`;

// Read once, as every origin here: a collision or a bad setting stops the suites before they start.
const suitePorts = suitePortsOf();

/**
 * The deploy journey's own shell (e2e/tests/shell/deploy.spec.ts starts it): the same build as the
 * stack's, its remotes where the pointer on the test's static host says. The dev API lets
 * it call (the Playwright configuration adds it to the dev API's PARTNER_ORIGINS).
 * `DEPLOY_SHELL_PORT`, else the shell's port + 10 (./suite-ports.ts).
 */
export const DEPLOY_SHELL_PORT = suitePorts.deployShell;
export const DEPLOY_SHELL_ORIGIN = originAtPort(DEPLOY_SHELL_PORT);

/**
 * The shell servers tests/shell/shell-server.spec.ts starts from the artefact: two alike, and one it
 * stops. `ARTEFACT_SHELL_PORT` and the next two, else the shell's port + 11, + 12, + 13.
 */
export const ARTEFACT_SHELL_PORTS = suitePorts.artefactShells;
