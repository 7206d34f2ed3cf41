/**
 * Federation runtime plugin. The runtime fetches a remote's manifest with a plain
 * `fetch` that never times out, and a hung fetch would leave every later attempt
 * waiting on it; this plugin bounds it. The shell's loader adds its own deadline on
 * top, so the fallback shows in time even while a chunk download hangs. Loading
 * it also hands the shell's runtime core to the remotes (runtime-core-provider.ts).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { provideRuntimeCore } from './runtime-core-provider.ts';

// Before any remote entry runs: the remotes read the runtime core from the shell.
provideRuntimeCore();

const MANIFEST_TIMEOUT_MS = 10_000;

export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'lender-shell-runtime',
    fetch(url, init) {
      return globalThis.fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    },
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[federation] ${lifecycle} failed for ${id}:`, error);
      // Nothing returned: the error reaches the shell's loader, which shows the fallback.
      return undefined;
    },
  };
}
