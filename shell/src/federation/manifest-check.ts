/**
 * A remote's manifest fetched afresh and judged against this shell, for whoever must know
 * before loading it: the diagnostics page (../diagnostics/check-remote.ts) and the
 * new-version notice (../updates/update-checker.ts), which offers no version the shell
 * would refuse. The decision itself is ./manifest-facts.ts (`runsHere`) and ./compatibility.ts (`refusalOf`).
 */
import { getInstance } from '@module-federation/enhanced/runtime';
import { shellFactsOf, type ShellFacts } from './compatibility.ts';
import { runsHere, type ManifestAnswer } from './manifest-facts.ts';
import { MANIFEST_TIMEOUT_MS } from './runtime-plugin.ts';

/** The shell's facts from the page's federation instance; throws when it has not started. */
export function shellFacts(): ShellFacts {
  const host = getInstance();
  if (!host) throw new Error("the shell's federation runtime has not started");
  return shellFactsOf(host);
}

/** The manifest at `url`, never from a cache and bounded like the runtime's own fetch; never rejects. */
export async function fetchManifest(url: string): Promise<ManifestAnswer> {
  try {
    const response = await fetch(url, {
      cache: 'no-store',
      signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
    });
    return { kind: 'answer', status: response.status, body: response.ok ? await response.text() : '' };
  } catch (error) {
    return { kind: 'error', error };
  }
}

/** Whether this shell would run the remote whose manifest is at `url`; never rejects (no: false). */
export async function manifestRunsHere(url: string): Promise<boolean> {
  try {
    return runsHere(await fetchManifest(url), shellFacts());
  } catch {
    return false;
  }
}
