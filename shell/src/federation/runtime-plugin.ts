/**
 * Federation runtime plugin.
 *
 * - It refuses a remote that the shell cannot run (./compatibility.ts) as soon as its
 *   manifest arrives, before its entry is fetched: nothing of its code runs, the console
 *   names it, and its routes show the fallback saying why.
 * - It bounds the manifest fetch: the runtime's own `fetch` never times out, and a hung
 *   fetch would leave every later attempt waiting on it. The shell's loader adds its own
 *   deadline on top, so the fallback shows in time even while a chunk download hangs.
 * - Loading it hands the shell's runtime core to the remotes (runtime-core-provider.ts).
 *
 * The refusal must not fail open unnoticed: the shell's facts come from the host that
 * `beforeInit` hands over, else from the page's federation instance; with neither, the
 * remote is loaded unchecked and the console says so, once per remote.
 */
import { getInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  refusalMessage,
  refusalOf,
  RemoteRefusedError,
  shellFactsOf,
  type ManifestFacts,
} from './compatibility.ts';
import { provideRuntimeCore } from './runtime-core-provider.ts';

// Before any remote entry runs: the remotes read the runtime core from the shell.
provideRuntimeCore();

/** How long a manifest may take to answer (the diagnostics page waits as long, ../diagnostics). */
export const MANIFEST_TIMEOUT_MS = 10_000;

/** The console's warning for a remote whose compatibility could not be checked. */
export const uncheckedMessage = (container: string, manifestUrl: string | undefined) =>
  `[federation] ${container} (${manifestUrl ?? 'no manifest URL'}): its compatibility with this shell could not be checked (no federation instance found), so it is loaded unchecked`;

export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  let host: Parameters<typeof shellFactsOf>[0] | undefined;
  const unchecked = new Set<string>();
  return {
    name: 'lender-shell-runtime',
    beforeInit(args) {
      host = args.origin;
      return args;
    },
    fetch(url, init) {
      return globalThis.fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    },
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const shell = host ?? getInstance();
      if (!shell) {
        const { name } = args.moduleInfo;
        if (!unchecked.has(name)) console.warn(uncheckedMessage(name, args.manifestUrl));
        unchecked.add(name);
        return args;
      }
      const manifest = args.manifestJson as ManifestFacts;
      const refusal = refusalOf(manifest, shellFactsOf(shell));
      if (!refusal) return args;
      const message = refusalMessage(
        args.moduleInfo.name,
        manifest.metaData?.buildInfo?.buildVersion,
        args.manifestUrl ?? '',
        refusal,
      );
      console.error(message);
      throw new RemoteRefusedError(args.moduleInfo.name, refusal, message);
    },
    errorLoadRemote({ id, error, lifecycle }) {
      // A refusal was reported when it was made.
      if (!(error instanceof RemoteRefusedError))
        console.warn(`[federation] ${lifecycle} failed for ${id}:`, error);
      // Nothing returned: the error reaches the shell's loader, which shows the fallback.
      return undefined;
    },
  };
}
