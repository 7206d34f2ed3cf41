/**
 * Where one remote stands, decided from what its checks observed (./check-remote.ts does the
 * fetching and loading): pure functions, so every answer a static host can give is a table row
 * in ./diagnosis.test.ts.
 *
 * - Its manifest first: an HTTP error, a network error (CORS included: the browser does not
 *   say which), no answer in time, or an answer that is not a federation manifest make it
 *   unreachable; a manifest the shell must not run (../federation/compatibility.ts) makes it
 *   refused, and then nothing of its code is loaded.
 * - Otherwise its code: loaded through the loader the routes use, or what failed.
 */
import {
  containerOf,
  remoteRoutes,
  type RemoteContainer,
  type RemoteModuleId,
} from '@lender/shared/contracts';
import {
  REFUSAL_SENTENCES,
  refusalOf,
  RemoteRefusedError,
  type Refusal,
  type ShellFacts,
} from '../federation/compatibility.ts';
import { manifestFrom, type ManifestAnswer } from '../federation/manifest-facts.ts';
import { RemoteTimeoutError } from '../federation/remote-loader.ts';

export type Diagnosis =
  | { state: 'checking' }
  | { state: 'loaded'; version: string | undefined }
  | { state: 'refused'; version: string | undefined; refusal: Refusal }
  | { state: 'unreachable'; version: string | undefined; problem: string };

/** The manifest's verdict: the remote's final state, or that its code may be loaded. */
export type ManifestVerdict =
  | Extract<Diagnosis, { state: 'refused' | 'unreachable' }>
  | { state: 'compatible'; version: string | undefined };

/** What loading its code gave. */
export type LoadOutcome = { kind: 'loaded' } | { kind: 'failed'; error: unknown };

const seconds = (ms: number) => `${ms / 1000} s`;

/** Why a remote is unreachable, in words (the state cell's detail). */
export const PROBLEMS = {
  status: (status: number) => `Its manifest answered HTTP ${status}.`,
  network:
    "Its manifest could not be fetched: a network error, or its server does not allow this site's origin (CORS).",
  timeout: (ms: number) => `Its manifest did not answer within ${seconds(ms)}.`,
  notManifest: 'Its manifest address answered with something that is not a federation manifest.',
  codeTimeout: (ms: number) => `Its code did not load within ${seconds(ms)}.`,
  codeFailed: (message: string) => `Its code failed to load: ${message}`,
  failed: (message: string) => `It could not be checked: ${message}`,
} as const;

export const STATE_LABELS: Record<Diagnosis['state'], string> = {
  checking: 'Checking…',
  loaded: 'Loaded',
  refused: 'Refused',
  unreachable: 'Unreachable',
};

/** What a refused remote needs, next to what this site has. */
export function needsOf(refusal: Refusal): string {
  if (refusal.kind === 'manifest')
    return `Its manifest's ${refusal.field} is not a plain version: ${refusal.value}.`;
  return refusal.kind === 'shared'
    ? `Needs ${refusal.needs}, this site provides ${refusal.provides}.`
    : `Built with federation ${refusal.needs}, this site runs ${refusal.provides}.`;
}

/** The state cell's detail under its label: why it was refused, or what failed. */
export function detailOf(diagnosis: Diagnosis): string | undefined {
  if (diagnosis.state === 'refused')
    return `${REFUSAL_SENTENCES[diagnosis.refusal.kind]} ${needsOf(diagnosis.refusal)}`;
  if (diagnosis.state === 'unreachable') return diagnosis.problem;
  return undefined;
}

const nameOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string'
    ? error.name
    : undefined;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function manifestVerdict(
  answer: ManifestAnswer,
  shell: ShellFacts,
  timeoutMs: number,
): ManifestVerdict {
  if (answer.kind === 'error') {
    const name = nameOf(answer.error);
    // `AbortSignal.timeout` rejects with a TimeoutError; `fetch` with a TypeError when the
    // network or CORS fails (the browser does not tell the page which).
    const problem = name === 'TimeoutError' ? PROBLEMS.timeout(timeoutMs) : PROBLEMS.network;
    return { state: 'unreachable', version: undefined, problem };
  }
  if (answer.status < 200 || answer.status > 299)
    return { state: 'unreachable', version: undefined, problem: PROBLEMS.status(answer.status) };
  const manifest = manifestFrom(answer.body);
  if (!manifest) return { state: 'unreachable', version: undefined, problem: PROBLEMS.notManifest };
  const refusal = refusalOf(manifest, shell);
  // A manifest refused for its version fields is not trusted to name its version.
  const version = refusal?.kind === 'manifest' ? undefined : manifest.metaData?.buildInfo?.buildVersion;
  return refusal ? { state: 'refused', version, refusal } : { state: 'compatible', version };
}

export function loadDiagnosis(
  version: string | undefined,
  outcome: LoadOutcome,
  timeoutMs: number,
): Diagnosis {
  if (outcome.kind === 'loaded') return { state: 'loaded', version };
  const { error } = outcome;
  // The runtime's own check of the manifest it fetched (the shell's plugin) may refuse it too.
  if (error instanceof RemoteRefusedError) return { state: 'refused', version, refusal: error.refusal };
  const problem =
    error instanceof RemoteTimeoutError
      ? PROBLEMS.codeTimeout(timeoutMs)
      : PROBLEMS.codeFailed(messageOf(error));
  return { state: 'unreachable', version, problem };
}

/** What a check that threw says (it never should; the row must still get an answer). */
export const failedDiagnosis = (error: unknown): Diagnosis => ({
  state: 'unreachable',
  version: undefined,
  problem: PROBLEMS.failed(messageOf(error)),
});

/** The one announcement when a run of checks is over. */
export function summaryOf(diagnoses: readonly Diagnosis[]): string {
  const count = (state: Diagnosis['state']) => diagnoses.filter((d) => d.state === state).length;
  const remotes = diagnoses.length === 1 ? 'remote' : 'remotes';
  return `Checked ${diagnoses.length} ${remotes}: ${count('loaded')} loaded, ${count('refused')} refused, ${count('unreachable')} unreachable.`;
}

/**
 * Whether the check of `container` first drops what the federation runtime keeps of it
 * (`resetRemote`): unless this tab holds a screen of it (`isCached`, the loader's
 * `cachedScreen`), the runtime may still keep a failed attempt from earlier in the tab, on
 * the page's first check as on later ones; a remote this tab has loaded keeps its working
 * container, which a reset would drop.
 */
export function shouldReset(container: RemoteContainer, isCached: (id: RemoteModuleId) => boolean): boolean {
  return !remoteRoutes.some((route) => containerOf(route.id) === container && isCached(route.id));
}
