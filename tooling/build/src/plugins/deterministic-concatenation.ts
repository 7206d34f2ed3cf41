/**
 * Makes a build from a warm cache byte-identical to a cold one.
 *
 * Why it differed: `export { Box, Button } from '@chakra-ui/react'` gives one dependency per
 * name, all with the same source order and range. Because Chakra has no side effects, webpack
 * (SideEffectsFlagPlugin, `ModuleGraph#updateModule`) re-points each of them at the module
 * that really defines the name, and adds the new connection at the end of the importing
 * module's outgoing connections. The order of those re-pointings is the order in which the
 * modules were processed, which differs between a cold build and one restored from
 * webpack's filesystem cache. Module concatenation sorts a module's imports by source order
 * and then by range (ConcatenatedModule `getConcatenatedImports`). Ties keep the
 * connections' order, so the external imports of a concatenated module come out in another
 * order. The minifier then names its variables differently and the chunk's content hash
 * changes: the same source gave another `@lender/shared` chunk, and so another
 * `remoteEntry.js`.
 *
 * The fix: before concatenation, sort every module's outgoing connections by a total order.
 * This is the same order concatenation uses, then the target module's identifier, then the
 * dependency's place in its module. Only ties move: they are imports of side-effect-free
 * modules, whose evaluation order does not matter.
 */
import type { Compiler, Dependency, Module, ModuleGraph } from 'webpack';

const PLUGIN = 'DeterministicConcatenationPlugin';

/** A dependency as concatenation orders it (an import's place in its module). */
type OrderedDependency = Dependency & { sourceOrder?: number; range?: readonly [number, number] };

interface Connection {
  dependency: OrderedDependency | null;
  module: Module | null;
}

/** What ModuleGraph keeps per module (webpack-internal; pinned at 5.111, checked by the test). */
interface GraphModule {
  outgoingConnections?: Set<Connection> & {
    sortWith(compare: (a: Connection, b: Connection) => number): void;
  };
}

type SortKey = [sourceOrder: number, rangeStart: number, target: string, index: number];

function sortKey(connection: Connection, dependencyIndex: Map<Dependency, number>): SortKey {
  const dependency = connection.dependency;
  return [
    typeof dependency?.sourceOrder === 'number' ? dependency.sourceOrder : Infinity,
    dependency?.range?.[0] ?? -1,
    connection.module?.identifier() ?? '',
    dependency ? (dependencyIndex.get(dependency) ?? Infinity) : Infinity,
  ];
}

export function compareKeys(a: SortKey, b: SortKey): number {
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i]!, b[i]!];
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** Sorts one module's outgoing connections in place (see the file's comment). */
export function sortOutgoingConnections(moduleGraph: ModuleGraph, module: Module): void {
  const graphModule = (
    moduleGraph as unknown as { _getModuleGraphModule(m: Module): GraphModule }
  )._getModuleGraphModule(module);
  const outgoing = graphModule.outgoingConnections;
  if (!outgoing || outgoing.size < 2) return;
  const dependencyIndex = new Map(module.dependencies.map((dependency, index) => [dependency, index]));
  const keys = new Map([...outgoing].map((connection) => [connection, sortKey(connection, dependencyIndex)]));
  outgoing.sortWith((a, b) => compareKeys(keys.get(a)!, keys.get(b)!));
}

export class DeterministicConcatenationPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      // Before ModuleConcatenationPlugin (stage 0 of the same hook), after the side-effects pass.
      compilation.hooks.optimizeChunkModules.tap({ name: PLUGIN, stage: -10 }, (_chunks, modules) => {
        for (const module of modules) sortOutgoingConnections(compilation.moduleGraph, module);
      });
    });
  }
}
