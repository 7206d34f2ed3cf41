/**
 * The page's runtime configuration, set once by whoever owns the page (the shell, or a remote's
 * standalone page) and read by every module after. Module state, so it lives behind one entry
 * only (`@lender/shared`, ../index.ts): the feature entries are federated modules of their own,
 * and one that reached this file by a relative path would read a second, never-set copy
 * (shared/src/entries.test.ts). The pure reading of the configuration is ./runtime-config.ts.
 */
import type { RuntimeConfig } from './runtime-config.ts';

let current: RuntimeConfig | null = null;

/** Called once by whoever owns the page (the shell, or a remote's standalone page). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current)
    throw new Error('Runtime configuration is not set: the page owner must call setRuntimeConfig first');
  return current;
}

/** The configuration if the page owner has set it; for code that may run before. */
export function peekRuntimeConfig(): RuntimeConfig | null {
  return current;
}
