/**
 * Moves remotes' entries in the pointer document (`remotes.json`, docs/deploy.md): the step
 * that makes a deployed version live, and, pointed back at the previous version, the
 * rollback. The new document is written beside the old and renamed over it, so a reader
 * never sees half of it. A version folder that is not there is refused: the pointer must
 * never lead to a manifest that is not there. One deployer at a time: two commands at once
 * may each write the document they read, and the later one wins.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { appByDir } from '@lender/serve/apps';
import { parsePointer, pointerProblems } from '@lender/serve/remote-pointer';
import { VERSION_PATTERN } from './build-version.ts';
import { MANIFEST_FILE, PublishError } from './publish.ts';

/** The entry of `remote`'s `version`: relative to the pointer, or under `base` (the static host's address). */
export function entryFor(remote: string, version: string, base?: string): string {
  const path = `${remote}/${version}/${MANIFEST_FILE}`;
  return base ? new URL(path, base.endsWith('/') ? base : `${base}/`).href : path;
}

/** The document with `container`'s entry replaced (others kept, in their order). */
export function movedPointer(
  current: Record<string, string>,
  container: string,
  entry: string,
): Record<string, string> {
  return { ...current, [container]: entry };
}

export interface PointResult {
  container: string;
  previous: string | undefined;
  entry: string;
}

export interface PointOptions {
  /** The pointer file (`DIR/remotes.json`). */
  pointer: string;
  /** Each remote (its folder name, `remote-login`) and the version it goes to. */
  moves: readonly { remote: string; version: string }[];
  /** The static host's address of `DIR`: absolute entries (else relative to the pointer). */
  base?: string;
  /** Where the version folders are, to check them (default: the pointer's folder). */
  dir?: string;
}

const HINT =
  'the first time, point all four remotes in one command: point:remote -- remotes.json remote-login <v> remote-register <v> remote-wallet <v> remote-onboarding <v>';

/**
 * Moves the remotes' entries in one write. Refused, leaving the file as it was: a version
 * that is not a version, a folder without a manifest, and a document the shell could not
 * use (a remote missing: the shell would keep serving the previous document).
 */
export function pointRemotes({ pointer, moves, base, dir = dirname(pointer) }: PointOptions): PointResult[] {
  const planned = moves.map(({ remote, version }) => {
    const app = appByDir(remote);
    if (app.kind !== 'remote') throw new PublishError(`${remote} is not a remote`);
    // A path ("../remote-register/r1") would find another remote's manifest, or one outside DIR.
    if (!VERSION_PATTERN.test(version)) throw new PublishError(`"${version}" is not a version of ${remote}`);
    const folder = join(dir, remote, version);
    if (!existsSync(join(folder, MANIFEST_FILE)))
      throw new PublishError(`${folder} has no ${MANIFEST_FILE}: deploy that version before pointing at it`);
    return { container: app.federationName, entry: entryFor(remote, version, base) };
  });
  // Read as the servers read it (an object of entries), but it may still be incomplete.
  const current = existsSync(pointer)
    ? parsePointer(readFileSync(pointer, 'utf8'), pointer, { complete: false })
    : {};
  const next = planned.reduce(
    (document, move) => movedPointer(document, move.container, move.entry),
    current,
  );
  // Relative entries are checked as the shell resolves them, against the pointer's address.
  const problems = pointerProblems(
    Object.fromEntries(
      Object.entries(next).map(([name, entry]) => [name, new URL(entry, 'https://pointer.example/').href]),
    ),
  );
  if (problems.length)
    throw new PublishError(`${pointer} would not be usable (${problems.join('; ')}): ${HINT}`);
  const staging = `${pointer}.${process.pid}.tmp`;
  writeFileSync(staging, `${JSON.stringify(next, null, 2)}\n`);
  renameSync(staging, pointer);
  return planned.map(({ container, entry }) => ({ container, previous: current[container], entry }));
}

/** One remote moved (see pointRemotes). */
export function pointRemote({
  pointer,
  remote,
  version,
  base,
  dir,
}: Omit<PointOptions, 'moves'> & { remote: string; version: string }): PointResult {
  return pointRemotes({ pointer, moves: [{ remote, version }], base, dir })[0]!;
}
