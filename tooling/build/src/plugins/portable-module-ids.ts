/**
 * Module ids that do not depend on where the repository is checked out, so two machines
 * (a laptop and CI, two CI workspaces) build the same version of a remote byte for byte.
 *
 * Why webpack's own deterministic ids do not: they hash each module's identifier with its
 * paths made relative to the context, but the federation plugin's modules carry absolute
 * paths that webpack does not relativize: a shared module's provider is named
 * `provide module (default) react@19.3.1 = /abs/path/…/react/index.js`, and the container
 * entry ends with the federation runtime's entry file, `node_modules/.federation/entry.<hash>.js`,
 * whose hash covers the absolute path of the bundler runtime. Another checkout gave those
 * modules other ids, and by collision a few more (issue 28's note).
 *
 * This is webpack's DeterministicModuleIdsPlugin (5.111, pinned) with those names made
 * portable: the repository's root replaced by `<root>`, and a name that contains the entry file
 * cut after it, without its hash (the entry is concatenated with the runtime, and a concatenated
 * module's name ends with a hash of its modules' names, that file's among them; a compilation
 * has one federation entry).
 */
import { createRequire } from 'node:module';
import type { Compilation, Compiler, Module } from 'webpack';

const require = createRequire(import.meta.url);

interface IdHelpers {
  getUsedModuleIdsAndModules(compilation: Compilation, test?: unknown): [Set<string>, Module[]];
  getFullModuleName(module: Module, context: string, root: object): string;
  assignDeterministicIds(
    items: Module[],
    getName: (module: Module) => string,
    comparator: (a: Module, b: Module) => number,
    assignId: (module: Module, id: number) => boolean,
    ranges: number[],
    expandFactor: number,
    extraSpace: number,
    salt: number,
  ): void;
}
const ids = require('webpack/lib/ids/IdHelpers') as IdHelpers;
const comparators = require('webpack/lib/util/comparators') as {
  compareModulesByPreOrderIndexOrIdentifier: (
    moduleGraph: Compilation['moduleGraph'],
  ) => (a: Module, b: Module) => number;
};

const PLUGIN = 'PortableModuleIdsPlugin';
/** webpack's default for production: ids of up to 3 digits, widened as the module count needs. */
const MAX_LENGTH = 3;

/** A module's full name with the checkout's place taken out (see the file's comment). */
export function portableName(fullName: string, root: string): string {
  return fullName
    .split(root)
    .join('<root>')
    .replace(/([\\/])\.federation\1entry\.[0-9a-f]+\.js.*$/, '$1.federation$1entry.js');
}

export class PortableModuleIdsPlugin {
  constructor(private readonly root: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.moduleIds.tap(PLUGIN, () => {
        const { chunkGraph } = compilation;
        const [usedIds, modules] = ids.getUsedModuleIdsAndModules(compilation);
        ids.assignDeterministicIds(
          modules,
          (module) => portableName(ids.getFullModuleName(module, compiler.context, compiler.root), this.root),
          comparators.compareModulesByPreOrderIndexOrIdentifier(compilation.moduleGraph),
          (module, id) => {
            const size = usedIds.size;
            usedIds.add(`${id}`);
            if (size === usedIds.size) return false;
            chunkGraph.setModuleId(module, id);
            return true;
          },
          [10 ** MAX_LENGTH],
          10,
          usedIds.size,
          0,
        );
      });
    });
  }
}
