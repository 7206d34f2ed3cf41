/**
 * Where each app of the stack listens, as the suites address it: every app on its
 * own origin (remotes alone, the dev API), and the shell under another host name.
 */
import { appByDir, originOf } from '@lender/tooling/apps';

/** The origin of the app in workspace folder `dir` (`remote-login`, `dev-api`, …). */
export const originOfApp = (dir: string): string => originOf(appByDir(dir));

export const SHELL_ORIGIN = originOfApp('shell');

const SHELL_PORT = new URL(SHELL_ORIGIN).port;

/**
 * The shell at another host name. Every `*.localhost` name is this machine, and the
 * shell's server picks the organization (so the brand, or a broker) by host name.
 */
export const atHost = (hostName: string, path: string): string => `http://${hostName}:${SHELL_PORT}${path}`;
