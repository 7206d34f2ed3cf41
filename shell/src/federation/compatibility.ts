/**
 * Whether the shell may run a remote, decided from its manifest before any of its code is
 * fetched (the runtime plugin's snapshot hook, ./runtime-plugin.ts; the diagnostics page).
 *
 * - `@lender/shared` is our contract (shared/CHANGELOG.md): a remote built against a newer
 *   one than the page provides would import exports that are not there and break
 *   mid-render. Every `@lender/shared` entry in the manifest's `shared` list names the
 *   range it was built for (`requiredVersion`); the version the shell provides must
 *   satisfy each.
 * - Federation: a remote's container runs on the shell's federation runtime
 *   (`externalRuntime`, ./runtime-core-provider.ts), so the federation version it was built
 *   with (`metaData.pluginVersion`) must equal the one the shell runs. Both are pinned alike
 *   in every package.json.
 * - Before either: every version field must be short and plain (./version-fields.ts), so no
 *   version parser ever sees a hostile one.
 */
import { satisfy } from '@module-federation/runtime-core';
import { badVersionField, type BadField } from './version-fields.ts';

const CONTRACT = '@lender/shared';

/** What of a manifest the decision reads (the federation manifest's own fields). */
export interface ManifestFacts {
  metaData?: { pluginVersion?: string; buildInfo?: { buildVersion?: string } };
  shared?: readonly { name: string; version?: string; requiredVersion?: string | false }[];
}

export interface ShellFacts {
  /** The `@lender/shared` version the shell provides. */
  sharedVersion: string;
  /** The federation version the shell runs. */
  federationVersion: string;
}

export type Refusal =
  | { kind: 'shared'; needs: string; provides: string }
  | { kind: 'federation'; needs: string; provides: string }
  | ({ kind: 'manifest' } & BadField);

/** Why the shell must not run the remote of `manifest`, or undefined when it may. */
export function refusalOf(manifest: ManifestFacts, shell: ShellFacts): Refusal | undefined {
  const bad = badVersionField(manifest);
  if (bad) return { kind: 'manifest', ...bad };
  const pluginVersion = manifest.metaData?.pluginVersion;
  if (pluginVersion !== shell.federationVersion)
    return {
      kind: 'federation',
      needs: pluginVersion ?? 'an unknown version',
      provides: shell.federationVersion,
    };
  for (const entry of manifest.shared ?? []) {
    if (entry.name !== CONTRACT && !entry.name.startsWith(`${CONTRACT}/`)) continue;
    const range = entry.requiredVersion;
    if (range && !satisfy(shell.sharedVersion, range))
      return { kind: 'shared', needs: `${CONTRACT} ${range}`, provides: shell.sharedVersion };
  }
  return undefined;
}

const BUILT_FOR_ANOTHER = 'This section was built for another version of this site, so it was not loaded.';

/**
 * The sentence the remote's routes show under the fallback's heading, naming the problem. A
 * manifest with an unreadable version gets the other-version sentence: to the borrower it is
 * the same (this site cannot run it), and the console says which field.
 */
export const REFUSAL_SENTENCES: Record<Refusal['kind'], string> = {
  shared:
    "This section's new version needs a newer version of this site than the one open here, so it was not loaded.",
  federation: BUILT_FOR_ANOTHER,
  manifest: BUILT_FOR_ANOTHER,
};

/** The console's account: which remote, which version, what it needs and what the shell has. */
export function refusalMessage(
  container: string,
  version: string | undefined,
  manifestUrl: string,
  refusal: Refusal,
): string {
  const needs =
    refusal.kind === 'manifest'
      ? `its manifest's ${refusal.field} is not a plain version (${refusal.value})`
      : refusal.kind === 'shared'
        ? `it needs ${refusal.needs} and this shell provides ${refusal.provides}`
        : `it was built with federation ${refusal.needs} and this shell runs ${refusal.provides}`;
  // A manifest refused for its fields is not trusted to name its version either.
  const named = (refusal.kind !== 'manifest' && version) || '(no version)';
  return `[federation] ${container} ${named} (${manifestUrl}) was not loaded: ${needs}`;
}

/** A remote the shell refused: what its loader rejects with, so the fallback can say why. */
export class RemoteRefusedError extends Error {
  override name = 'RemoteRefusedError';
  constructor(
    readonly container: string,
    readonly refusal: Refusal,
    message: string,
  ) {
    super(message);
  }
}

interface FederationHost {
  version: string;
  options: { shared?: Record<string, readonly { version?: string }[]> };
}

/** The shell's facts from its federation runtime (the host instance). */
export function shellFactsOf(host: FederationHost): ShellFacts {
  return {
    sharedVersion: host.options.shared?.[CONTRACT]?.[0]?.version ?? '0.0.0',
    federationVersion: host.version,
  };
}
