/**
 * Where a server listens, and the shell's own local origin: settings production code reads
 * (`HOST`, `SHELL_PORT`), apart from the development port table (./apps.ts), which also lists
 * the local stand-ins and which the shell's production server reaches only through
 * ./development-defaults.ts, outside production.
 */
type Env = Readonly<Record<string, string | undefined>>;

/** The address every server binds to, and the host of the default origins: `HOST`, else 127.0.0.1. */
export const hostOf = (env: Env = process.env): string => env.HOST || '127.0.0.1';

/**
 * A port from the environment: `env[name]`, else `fallback` (unset or empty). Anything but a
 * whole number from 1 to 65535 is refused, naming the variable.
 */
export function portSetting(name: string, fallback: number, env: Env = process.env): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${name}="${raw}" is not a valid port`);
  }
  return port;
}

export const SHELL_PORT_SETTING = 'SHELL_PORT';
export const SHELL_DEFAULT_PORT = 3000;

/** The shell's port: `SHELL_PORT`, else 3000. */
export const shellPortOf = (env: Env = process.env): number =>
  portSetting(SHELL_PORT_SETTING, SHELL_DEFAULT_PORT, env);

/** The shell's origin as it listens: `http://<HOST>:<SHELL_PORT>`. */
export const shellListenOrigin = (env: Env = process.env): string =>
  `http://${hostOf(env)}:${shellPortOf(env)}`;
