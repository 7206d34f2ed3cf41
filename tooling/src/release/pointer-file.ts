/**
 * Moves one remote's entry in the pointer document (`remotes.json`, docs/deploy.md): the
 * step that makes a deployed version live, and, pointed back at the previous version, the
 * rollback. The new document is written beside the old and renamed over it, so a reader
 * never sees half of it. A version folder that is not beside the pointer is refused: the
 * pointer must never lead to a manifest that is not there.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { appByDir } from '../apps.ts';
import { parsePointer } from '../remote-pointer.ts';
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

/** Points `remote` (its folder name, `remote-login`) at `version` in the pointer file `pointer`. */
export function pointRemote({
  pointer,
  remote,
  version,
  base,
}: {
  pointer: string;
  remote: string;
  version: string;
  base?: string;
}): PointResult {
  const app = appByDir(remote);
  if (app.kind !== 'remote') throw new PublishError(`${remote} is not a remote`);
  // A path ("../remote-register/r1") would find another remote's manifest, or one outside DIR.
  if (!VERSION_PATTERN.test(version)) throw new PublishError(`"${version}" is not a version of ${remote}`);
  const folder = join(dirname(pointer), remote, version);
  if (!existsSync(join(folder, MANIFEST_FILE)))
    throw new PublishError(`${folder} has no ${MANIFEST_FILE}: deploy that version before pointing at it`);
  // Read as the servers read it: a pointer that is not an object of entries is refused, named.
  const current = existsSync(pointer) ? parsePointer(readFileSync(pointer, 'utf8'), pointer) : {};
  const entry = entryFor(remote, version, base);
  const next = `${JSON.stringify(movedPointer(current, app.federationName, entry), null, 2)}\n`;
  const staging = `${pointer}.${process.pid}.tmp`;
  writeFileSync(staging, next);
  renameSync(staging, pointer);
  return { container: app.federationName, previous: current[app.federationName], entry };
}
