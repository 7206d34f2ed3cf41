/**
 * A fetched manifest, judged without loading anything: enough of a federation manifest for
 * the decision (./compatibility.ts), and whether the shell would run it. Kept out of
 * compatibility.ts, which the federation runtime's plugin carries in the page's first load:
 * only the diagnostics page and the new-version check read manifests themselves, and they
 * load later.
 */
import { refusalOf, type ManifestFacts, type ShellFacts } from './compatibility.ts';

/** What fetching a manifest gave: an answer (its body read only when it is a success), or an error. */
export type ManifestAnswer =
  { kind: 'answer'; status: number; body: string } | { kind: 'error'; error: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A manifest's body as enough of a federation manifest for the decision (metadata, exposes,
 * and named shared entries), or undefined when it is not one (not JSON included).
 */
export function manifestFrom(body: string): ManifestFacts | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (!isRecord(json) || !isRecord(json.metaData) || !Array.isArray(json.exposes)) return undefined;
  const { shared } = json;
  if (
    shared !== undefined &&
    !(Array.isArray(shared) && shared.every((e) => isRecord(e) && typeof e.name === 'string'))
  )
    return undefined;
  return json;
}

/**
 * Whether the shell would run the remote of a fetched manifest: a success, a federation
 * manifest, and not refused. Anything else (no answer, an error status, not a manifest) is
 * no: whoever asks must not offer what would only show the fallback.
 */
export function runsHere(answer: ManifestAnswer, shell: ShellFacts): boolean {
  if (answer.kind !== 'answer' || answer.status < 200 || answer.status > 299) return false;
  const manifest = manifestFrom(answer.body);
  return manifest !== undefined && refusalOf(manifest, shell) === undefined;
}
