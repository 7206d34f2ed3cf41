/**
 * Loads exposed screens from the remotes named in the runtime configuration. The
 * remotes are registered at start from that configuration, never from URLs in the
 * bundle. A retry re-registers the remote with `force`, which drops whatever the
 * federation runtime cached for it (manifest, entry, modules) so the next load
 * goes back to the network.
 */
import {
  containerOf,
  remoteRouteFor,
  type RemoteComponentId,
  type RemoteComponentModule,
  type RemoteComponents,
  type RemoteContainer,
  type RemoteModuleId,
  type RemoteScreen,
  type RemoteScreenModule,
  type RuntimeConfig,
} from '@lender/shared/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

let entries: Partial<Record<RemoteContainer, string>> = {};
/** The containers this tab has loaded something from, with the entry it came from (../updates). */
const used: Partial<Record<RemoteContainer, string>> = {};
const loaded = new Map<RemoteModuleId, RemoteScreen>();
/** Loads started before anything asked for them (`startLoadingScreenAt`), taken by the first load. */
const started = new Map<ExposedId, Promise<{ default?: unknown }>>();

export function registerRemotesFromConfig(config: RuntimeConfig): void {
  entries = config.remotes;
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
}

/**
 * Each container this tab has loaded a screen or a component from, and the manifest URL
 * it was loaded from: what a deploy that moves a remote makes out of date in this tab.
 */
export function usedRemoteEntries(): Partial<Record<RemoteContainer, string>> {
  return { ...used };
}

export function cachedScreen(id: RemoteModuleId): RemoteScreen | undefined {
  return loaded.get(id);
}

type ExposedId = RemoteModuleId | RemoteComponentId;

/**
 * Starts loading the screen of the page being opened, at start-up, so its download
 * runs while the shell renders instead of after (the route's load begins only once
 * the first render has committed). Guarded routes are left alone: a signed-out
 * visitor is sent elsewhere. The same rule as the server's manifest preload
 * (shell/server/head.ts).
 */
export function startLoadingScreenAt(pathname: string): void {
  const route = remoteRouteFor(pathname);
  if (!route || route.guarded || started.has(route.id) || loaded.has(route.id)) return;
  const load = loadRemote<{ default?: unknown }>(route.id).then((module) => module ?? {});
  // Whoever takes it handles a failure; left untaken (the visitor went elsewhere), it is dropped.
  load.catch(() => undefined);
  started.set(route.id, load);
}

export class RemoteTimeoutError extends Error {
  constructor(id: ExposedId, timeoutMs: number) {
    super(`${id} did not load within ${timeoutMs} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

export function resetRemote(id: ExposedId): void {
  started.delete(id);
  const name = containerOf(id);
  const entry = entries[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export interface RemoteLoad<T = RemoteScreen> {
  /** Settles with the module's default export, or rejects with the load error. */
  screen: Promise<T>;
  /** Rejects with RemoteTimeoutError when it is not there in time. */
  deadline: Promise<never>;
  cancel(): void;
}

function loadDefault<T>(id: ExposedId, timeoutMs: number): RemoteLoad<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(id, timeoutMs)), timeoutMs);
  });
  deadline.catch(() => undefined);
  const early = started.get(id) as Promise<{ default?: T }> | undefined;
  started.delete(id);
  const screen = (early ?? loadRemote<{ default?: T }>(id)).then((module) => {
    clearTimeout(timer);
    if (!module?.default) throw new Error(`${id} has no default export`);
    const name = containerOf(id);
    if (entries[name]) used[name] = entries[name];
    return module.default;
  });
  screen.catch(() => clearTimeout(timer));
  return { screen, deadline, cancel: () => clearTimeout(timer) };
}

export function loadRemoteScreen(id: RemoteModuleId, timeoutMs: number): RemoteLoad {
  const load = loadDefault<RemoteScreenModule['default']>(id, timeoutMs);
  return { ...load, screen: load.screen.then((Screen) => (loaded.set(id, Screen), Screen)) };
}

/** A component a remote exposes with props (`RemoteComponents`), loaded like a screen. */
export function loadRemoteComponent<Id extends RemoteComponentId>(
  id: Id,
  timeoutMs: number,
): RemoteLoad<ComponentType<RemoteComponents[Id]>> {
  return loadDefault<RemoteComponentModule<Id>['default']>(id, timeoutMs);
}
