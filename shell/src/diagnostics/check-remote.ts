/**
 * Checks one remote the way a page of the shell would use it, for the diagnostics page:
 * its manifest fetched afresh (../federation/manifest-check.ts, as the new-version notice does), decided
 * with ./diagnosis.ts, and only a compatible one loaded, through the loader the routes use,
 * so "Loaded" means its code really ran here and a refused one runs nothing.
 */
import {
  containerOf,
  remoteRoutes,
  type RemoteContainer,
  type RemoteModuleId,
} from '@lender/shared/contracts';
import { fetchManifest, shellFacts } from '../federation/manifest-check.ts';
import { loadRemoteScreen, resetRemote } from '../federation/remote-loader.ts';
import { MANIFEST_TIMEOUT_MS } from '../federation/runtime-plugin.ts';
import {
  failedDiagnosis,
  loadDiagnosis,
  manifestVerdict,
  type Diagnosis,
  type LoadOutcome,
} from './diagnosis.ts';

/** The screen loaded to prove a container's code loads: its first in the shared route table. */
export function firstScreenOf(container: RemoteContainer): RemoteModuleId | undefined {
  return remoteRoutes.find((route) => containerOf(route.id) === container)?.id;
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
