/**
 * Loads exposed screens from the remotes named in the runtime configuration. The
 * remotes are registered at start from that configuration, never from URLs in the
 * bundle. A retry re-registers the remote with `force`, which drops whatever the
 * federation runtime cached for it (manifest, entry, modules) so the next load
 * goes back to the network.
 */
import {
  containerOf,
  type RemoteContainer,
  type RemoteModuleId,
  type RemoteScreen,
  type RemoteScreenModule,
  type RuntimeConfig,
} from '@lender/shared';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

let entries: Partial<Record<RemoteContainer, string>> = {};
const loaded = new Map<RemoteModuleId, RemoteScreen>();

export function registerRemotesFromConfig(config: RuntimeConfig): void {
  entries = config.remotes;
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
}

export function cachedScreen(id: RemoteModuleId): RemoteScreen | undefined {
  return loaded.get(id);
}

export class RemoteTimeoutError extends Error {
  constructor(id: RemoteModuleId, timeoutMs: number) {
    super(`${id} did not load within ${timeoutMs} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

export function resetRemote(id: RemoteModuleId): void {
  const name = containerOf(id);
  const entry = entries[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export interface RemoteLoad {
  /** Settles with the screen, or rejects with the load error. */
  screen: Promise<RemoteScreen>;
  /** Rejects with RemoteTimeoutError when the screen is not there in time. */
  deadline: Promise<never>;
  cancel(): void;
}

export function loadRemoteScreen(id: RemoteModuleId, timeoutMs: number): RemoteLoad {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(id, timeoutMs)), timeoutMs);
  });
  deadline.catch(() => undefined);
  const screen = loadRemote<RemoteScreenModule>(id).then((module) => {
    clearTimeout(timer);
    if (!module?.default) throw new Error(`${id} has no default export`);
    loaded.set(id, module.default);
    return module.default;
  });
  screen.catch(() => clearTimeout(timer));
  return { screen, deadline, cancel: () => clearTimeout(timer) };
}
