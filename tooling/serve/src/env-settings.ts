/**
 * Reading a server's settings from its environment so that everything wrong is said at
 * once: each check adds its problem to a list, and the server refuses to start with the
 * whole list (docs/configuration.md names every variable).
 */
import { RuntimeConfigError } from '@lender/shared/contracts';
import { EnvironmentError } from './environment.ts';
import { PointerError } from './remote-pointer.ts';
import { problemsBySetting } from './runtime-config-env.ts';

export class SettingsError extends Error {
  override name = 'SettingsError';
  constructor(
    readonly server: string,
    readonly problems: readonly string[],
  ) {
    super(
      `${server} cannot start; fix these settings (docs/configuration.md):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
  }
}

/** The problems an error stands for, each named by the variable to change where it is known. */
export function problemsOfError(error: unknown): string[] {
  if (error instanceof RuntimeConfigError) return problemsBySetting(error);
  if (error instanceof EnvironmentError) return [...error.problems];
  if (error instanceof PointerError && !error.message.startsWith('REMOTES_'))
    return [`REMOTES_FILE: ${error.message}`];
  return [error instanceof Error ? error.message : String(error)];
}

/** Collects problems: `check` runs a read and keeps its value, or its problems. */
export class ProblemList {
  readonly problems: string[] = [];

  check<T>(read: () => T): T | undefined {
    try {
      return read();
    } catch (error) {
      this.problems.push(...problemsOfError(error));
      return undefined;
    }
  }

  async checkAsync<T>(read: () => Promise<T>): Promise<T | undefined> {
    try {
      return await read();
    } catch (error) {
      this.problems.push(...problemsOfError(error));
      return undefined;
    }
  }

  add(...problems: string[]): void {
    this.problems.push(...problems);
  }
}

/**
 * The problems of a comma-separated list of origins (`SHELL_ORIGIN`; each origin of `PARTNER_ORIGINS`):
 * each must be exactly an `http:` or `https:` origin, no path, no trailing slash.
 */
export function originListProblems(name: string, value: string | undefined): string[] {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items
    .filter((item) => {
      const url = URL.canParse(item) ? new URL(item) : undefined;
      return !url || !['http:', 'https:'].includes(url.protocol) || url.origin !== item;
    })
    .map(
      (item) =>
        `${name}: "${item}" is not an origin (scheme, host and port only, like https://sign-in.lender.example)`,
    );
}

/** The problem of a variable that must be an address when set (empty allowed where it means none). */
export function urlProblems(name: string, value: string | undefined): string[] {
  return value && !URL.canParse(value) ? [`${name}: "${value}" is not an address`] : [];
}
