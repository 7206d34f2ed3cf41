/**
 * The shell hands its federation runtime core to the remotes. Each remote is built
 * with `experiments.externalRuntime` (tooling/build/src/webpack.ts), so its
 * `remoteEntry.js` carries no copy of `@module-federation/runtime-core` (about
 * 10.7 KB gzipped of the login page's 19 KB entry) and reads it from the global
 * `_FEDERATION_RUNTIME_CORE` instead. MF's own `provideExternalRuntime` would set
 * that global to the whole module, untree-shaken (the foundation issue measured
 * +25 KB on the shell); here it is exactly the exports a remote's runtime imports
 * (`@module-federation/runtime`'s index, utils and helpers), which the shell's own
 * runtime already contains, from the same module instance. Set when the shell's
 * federation runtime starts (runtime-plugin.ts), before any remote entry runs.
 *
 * The shell and the remotes must be built with the same federation version
 * (pinned in every package.json); runtime-core-provider.test.ts checks the names
 * against the installed runtime.
 */
import {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** What a remote's runtime reads from `@module-federation/runtime-core`. */
export const providedRuntimeCore = Object.freeze({
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
});

export function provideRuntimeCore(target: object = globalThis): void {
  Object.defineProperty(target, RUNTIME_CORE_GLOBAL, { value: providedRuntimeCore, configurable: true });
}
