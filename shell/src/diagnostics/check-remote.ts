/**
 * Checks one remote the way a page of the shell would use it, for the diagnostics page:
 * its manifest fetched afresh (`no-store`, bounded like the runtime's own fetch), decided
 * with ./diagnosis.ts, and only a compatible one loaded, through the loader the routes use,
 * so "Loaded" means its code really ran here and a refused one runs nothing.
 */
import { containerOf, remoteRoutes, type RemoteContainer, type RemoteModuleId } from '@lender/shared';
import { getInstance } from '@module-federation/enhanced/runtime';
import { shellFactsOf, type ShellFacts } from '../federation/compatibility.ts';
import { loadRemoteScreen, resetRemote } from '../federation/remote-loader.ts';
import { MANIFEST_TIMEOUT_MS } from '../federation/runtime-plugin.ts';
import {
  failedDiagnosis,
  loadDiagnosis,
  manifestVerdict,
  type Diagnosis,
  type LoadOutcome,
  type ManifestAnswer,
} from './diagnosis.ts';

/** The screen loaded to prove a container's code loads: its first in the shared route table. */
export function firstScreenOf(container: RemoteContainer): RemoteModuleId | undefined {
  return remoteRoutes.find((route) => containerOf(route.id) === container)?.id;
}

function shellFacts(): ShellFacts {
  const host = getInstance();
  if (!host) throw new Error("the shell's federation runtime has not started");
  return shellFactsOf(host);
}

async function fetchManifest(url: string): Promise<ManifestAnswer> {
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

async function loadCode(id: RemoteModuleId, reset: boolean): Promise<LoadOutcome> {
  // As the routes' Retry does: drop what the runtime kept of a failed attempt.
  if (reset) resetRemote(id);
  const load = loadRemoteScreen(id, MANIFEST_TIMEOUT_MS);
  try {
    await Promise.race([load.screen, load.deadline]);
    return { kind: 'loaded' };
  } catch (error) {
    return { kind: 'failed', error };
  } finally {
    load.cancel();
  }
}

/**
 * Where `container` stands; never rejects. `reset`: drop what the runtime keeps of it first
 * (./diagnosis.ts, `shouldReset`), so a failure it cached earlier is not reported again.
 */
export async function checkRemote(
  container: RemoteContainer,
  manifestUrl: string,
  reset: boolean,
): Promise<Diagnosis> {
  try {
    const verdict = manifestVerdict(await fetchManifest(manifestUrl), shellFacts(), MANIFEST_TIMEOUT_MS);
    if (verdict.state !== 'compatible') return verdict;
    const id = firstScreenOf(container);
    if (!id) throw new Error(`this site renders no screen of ${container}`);
    return loadDiagnosis(verdict.version, await loadCode(id, reset), MANIFEST_TIMEOUT_MS);
  } catch (error) {
    return failedDiagnosis(error);
  }
}
