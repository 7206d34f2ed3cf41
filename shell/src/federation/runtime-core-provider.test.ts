/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as runtimeCore from '@module-federation/runtime-core';
import { provideRuntimeCore, providedRuntimeCore, RUNTIME_CORE_GLOBAL } from './runtime-core-provider.ts';

/** Where Node would find package `name` from folder `from` (its `node_modules`, then upwards). */
function packageDir(name: string, from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(candidate)) return realpathSync(candidate);
    if (dirname(dir) === dir) throw new Error(`${name} is not installed for ${from}`);
  }
}

/** Every name the package's ES build imports from `@module-federation/runtime-core`. */
function namesImportedFromRuntimeCore(dir: string): string[] {
  const dist = join(dir, 'dist');
  const names = readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) =>
      [
        ...readFileSync(join(dist, file), 'utf8').matchAll(
          /import \{([^}]*)\} from "@module-federation\/runtime-core"/g,
        ),
      ].flatMap((match) => match[1]!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!)),
    )
    .filter(Boolean);
  return [...new Set(names)].sort();
}

describe('the runtime core the shell hands to the remotes', () => {
  const enhanced = packageDir('@module-federation/enhanced', join(__dirname, '..', '..'));
  const bundlerRuntime = packageDir('@module-federation/webpack-bundler-runtime', enhanced);
  const runtime = packageDir('@module-federation/runtime', bundlerRuntime);

  it("covers every name a remote's runtime imports from it", () => {
    const needed = [
      ...namesImportedFromRuntimeCore(runtime),
      ...namesImportedFromRuntimeCore(bundlerRuntime),
    ];
    expect(needed.length).toBeGreaterThan(5);
    expect(needed.filter((name) => !(name in providedRuntimeCore))).toEqual([]);
  });

  it("is the shell's own runtime core, for the same version the remotes are built with", () => {
    for (const [name, value] of Object.entries(providedRuntimeCore))
      expect(value).toBe(runtimeCore[name as keyof typeof runtimeCore]);
    const version = (dir: string) =>
      (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
    expect(version(packageDir('@module-federation/runtime-core', join(__dirname, '..', '..')))).toBe(
      version(runtime),
    );
  });

  it('is put on the global the remotes read', () => {
    const target = {};
    provideRuntimeCore(target);
    expect((target as Record<string, unknown>)[RUNTIME_CORE_GLOBAL]).toBe(providedRuntimeCore);
    expect(Object.isFrozen(providedRuntimeCore)).toBe(true);
  });
});
