/**
 * Reads the pointer again (`GET /runtime-config.json`, what the page's server
 * inlines, as it stands now) and says which remotes this tab used have moved to a
 * version this shell would run (each moved remote's new manifest fetched and judged,
 * ../federation/manifest-check.ts; unreachable or refused: not offered). The
 * answer is checked with the same schema as the inlined configuration; anything
 * unusable (no answer, an error status, not JSON, refused by the schema) finds
 * nothing, so a broken or half-deployed server never tells a person to reload.
 */
import { parseRuntimeConfig, type RemoteContainer } from '@lender/shared/contracts';
import { manifestRunsHere } from '../federation/manifest-check.ts';
import { usedRemoteEntries } from '../federation/remote-loader.ts';
import { mayCheckNow, movedRemotes, type RemoteEntries } from './update-rules.ts';

/** Same origin: the page's own server answers it (tooling/serve/src/runtime-config-env.ts). */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/**
 * With the manifest checks after it (MANIFEST_TIMEOUT_MS, 10 s), well under CHECK_INTERVAL_MS:
 * one check's answer never arrives after the next one's.
 */
export const CHECK_TIMEOUT_MS = 10_000;

export interface UpdateCheckerOptions {
  fetch?: typeof globalThis.fetch;
  /** Whether this shell would run the remote of a manifest URL (never rejects: no is false). */
  runs?: (manifestUrl: string) => Promise<boolean>;
  /** The remotes this tab has loaded, and from where (the remote loader's record). */
  usedEntries?: () => RemoteEntries;
  now?: () => number;
}

export interface UpdateChecker {
  /**
   * The used remotes that moved: `[]` when none did; null when no check ran (too soon,
   * nothing used yet) or its answer was unusable. Never rejects.
   */
  check(): Promise<RemoteContainer[] | null>;
}

async function readPointer(fetch: typeof globalThis.fetch): Promise<RemoteEntries> {
  const response = await fetch(RUNTIME_CONFIG_PATH, {
    cache: 'no-store',
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH} answered ${response.status}`);
  return parseRuntimeConfig(await response.json()).remotes;
}

export function createUpdateChecker({
  // Looked up at each call: tests and tools replace the page's fetch after start.
  fetch = (input, init) => globalThis.fetch(input, init),
  usedEntries = usedRemoteEntries,
  now = () => Date.now(),
  runs = manifestRunsHere,
}: UpdateCheckerOptions = {}): UpdateChecker {
  let lastCheckAt: number | null = null;
  return {
    async check() {
      // Everything inside: a look runs from event handlers, where a rejection would go unheard.
      try {
        const startedAt = now();
        if (!mayCheckNow({ used: usedEntries(), lastCheckAt, now: startedAt })) return null;
        // Marked when it starts, not when it succeeds: a failing server is asked again a minute later, not at once.
        lastCheckAt = startedAt;
        const pointer = await readPointer(fetch);
        // What this tab uses by the time the answer is in: a screen may have loaded meanwhile.
        const moved = movedRemotes(usedEntries(), pointer);
        // Only a version this shell would run: reloading to one it refuses shows the fallback.
        const runnable = await Promise.all(moved.map((name) => runs(pointer[name]!).catch(() => false)));
        return moved.filter((_, index) => runnable[index]);
      } catch (error) {
        console.warn('The check for a new version found no usable answer; the page stays as it is.', error);
        return null;
      }
    },
  };
}
