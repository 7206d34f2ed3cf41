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
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
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

export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  let host: Parameters<typeof shellFactsOf>[0] | undefined;
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
      if (args.from !== 'manifest' || !args.manifestJson || !host) return args;
      const manifest = args.manifestJson as ManifestFacts;
      const refusal = refusalOf(manifest, shellFactsOf(host));
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
