/** @jest-environment node */
import { createRequire } from 'node:module';
import webpack, { type Dependency, type Module, type ModuleGraph } from 'webpack';
import { compareKeys, sortOutgoingConnections } from './deterministic-concatenation.ts';

/** webpack's own set of connections (internal: no types of its own). */
interface SortableSetClass {
  new <T>(items?: Iterable<T>): Set<T> & { sortWith(compare: (a: T, b: T) => number): void };
  prototype: Record<string, unknown>;
}
/** What the plugin reads of a ModuleGraph beyond its typed API. */
interface GraphInternals {
  _getModuleGraphModule(module: Module): { outgoingConnections?: unknown };
}
const SortableSet = createRequire(import.meta.url)('webpack/lib/util/SortableSet') as SortableSetClass;

type Key = Parameters<typeof compareKeys>[0];
type Import = { sourceOrder?: number; range?: [number, number] };

const moduleNamed = (identifier: string, dependencies: Dependency[] = []) =>
  ({ identifier: () => identifier, dependencies }) as unknown as Module;
const dependency = ({ sourceOrder, range }: Import) =>
  Object.assign(new webpack.Dependency(), { sourceOrder, range }) as Dependency;

describe('compareKeys', () => {
  it.each<[string, Key, Key, number]>([
    ['equal keys', [1, 10, 'a', 0], [1, 10, 'a', 0], 0],
    ['source order first', [1, 99, 'z', 9], [2, 0, 'a', 0], -1],
    ['then the range', [1, 11, 'a', 0], [1, 10, 'z', 0], 1],
    ["then the target's identifier", [1, 10, 'b', 0], [1, 10, 'a', 9], 1],
    ["then the dependency's place", [1, 10, 'a', 3], [1, 10, 'a', 2], 1],
    ['an import without source order (a require) last', [Infinity, 0, 'a', 0], [7, 0, 'a', 0], 1],
    ['identifiers as text', [1, 10, 'b', 0], [1, 10, 'ab', 0], 1],
  ])('%s', (_what, a, b, expected) => {
    expect(compareKeys(a, b)).toBe(expected);
    expect(compareKeys(b, a)).toBe(expected === 0 ? 0 : -expected);
  });
});

describe('sortOutgoingConnections on a module graph of its own', () => {
  const origin = moduleNamed('./src/index.ts');
  /** The connections' order after sorting, each as `<target> <source order>:<range start>#<place>`. */
  function sorted(imports: [Import, string][], insertion: 'in order' | 'reversed'): string[] {
    const dependencies = imports.map(([place]) => dependency(place));
    Object.assign(origin, { dependencies });
    const connections = imports.map(([, target], index) => ({
      dependency: dependencies[index]!,
      module: moduleNamed(target),
    }));
    const outgoing = new SortableSet(insertion === 'in order' ? connections : connections.reverse());
    const graph = {
      _getModuleGraphModule: (m: Module) => (m === origin ? { outgoingConnections: outgoing } : {}),
    };
    sortOutgoingConnections(graph as unknown as ModuleGraph, origin);
    return [...outgoing].map(({ dependency: d, module }) => {
      const { sourceOrder, range } = d as Import;
      return `${module.identifier()} ${sourceOrder}:${range?.[0]}#${dependencies.indexOf(d)}`;
    });
  }
  const reexport: Import = { sourceOrder: 1, range: [0, 40] };

  it.each<[string, [Import, string][], string[]]>([
    [
      'ties on source order and range go by target',
      [
        [reexport, 'chakra/button'],
        [reexport, 'chakra/box'],
        [reexport, 'chakra/text'],
      ],
      ['chakra/box 1:0#1', 'chakra/button 1:0#0', 'chakra/text 1:0#2'],
    ],
    [
      'source order and range come before the target',
      [
        [{ sourceOrder: 2, range: [50, 60] }, 'a'],
        [{ sourceOrder: 1, range: [70, 80] }, 'b'],
        [{ sourceOrder: 1, range: [0, 40] }, 'c'],
      ],
      ['c 1:0#2', 'b 1:70#1', 'a 2:50#0'],
    ],
    [
      'a require (no source order) comes last',
      [
        [{ range: [0, 5] }, 'a'],
        [{ sourceOrder: 3, range: [9, 12] }, 'b'],
      ],
      ['b 3:9#1', 'a undefined:0#0'],
    ],
    [
      'the same target twice goes by place',
      [
        [reexport, 'same'],
        [reexport, 'same'],
      ],
      ['same 1:0#0', 'same 1:0#1'],
    ],
  ])('%s', (_what, imports, expected) => {
    // Whatever order the graph added them in (a cold build's, a warm cache's).
    expect(sorted(imports, 'in order')).toEqual(expected);
    expect(sorted(imports, 'reversed')).toEqual(expected);
  });

  it('leaves a module without connections alone', () => {
    const graph = { _getModuleGraphModule: () => ({}) };
    expect(() => sortOutgoingConnections(graph as unknown as ModuleGraph, origin)).not.toThrow();
  });
});

// The plugin reaches into webpack's ModuleGraph (pinned at webpack 5.111): an upgrade that
// changes what it relies on fails here, loudly, rather than silently undoing the fix.
describe("webpack's internals the plugin relies on", () => {
  it('ModuleGraph keeps each module a set of outgoing connections that sorts in place', () => {
    const prototype = webpack.ModuleGraph.prototype as unknown as Partial<GraphInternals>;
    expect(typeof prototype._getModuleGraphModule).toBe('function');
    expect(typeof SortableSet.prototype.sortWith).toBe('function');
    const graph = new webpack.ModuleGraph() as ModuleGraph & GraphInternals;
    const [origin, target] = [moduleNamed('origin'), moduleNamed('target')];
    graph.setResolvedModule(origin, dependency(reexportOf(0)), target);
    expect(graph._getModuleGraphModule(origin).outgoingConnections).toBeInstanceOf(SortableSet);
  });

  /**
   * The bug itself: side-effect-free re-exports re-pointed (ModuleGraph#updateModule) in the
   * order modules happened to be processed, which differs between a cold and a warm build.
   */
  it('a real graph re-pointed in either order gives one order once sorted', () => {
    const outgoingAfter = (repointing: number[], sort: boolean) => {
      const graph = new webpack.ModuleGraph();
      const dependencies = [dependency(reexportOf(0)), dependency(reexportOf(0))];
      const origin = moduleNamed('./src/index.ts', dependencies);
      const [reexporter, box, button] = ['chakra/index', 'chakra/box', 'chakra/button'].map((id) =>
        moduleNamed(id),
      );
      for (const d of dependencies) {
        graph.setParents(d, origin, origin);
        graph.setResolvedModule(origin, d, reexporter!);
      }
      const definers = [box!, button!];
      for (const index of repointing) graph.updateModule(dependencies[index]!, definers[index]!);
      if (sort) sortOutgoingConnections(graph, origin);
      return [...graph.getOutgoingConnections(origin)].map(
        (c) => `${c.module.identifier()}#${dependencies.indexOf(c.dependency!)}`,
      );
    };
    // Unsorted, the two orders differ: this is what changed the chunk's bytes.
    expect(outgoingAfter([0, 1], false)).not.toEqual(outgoingAfter([1, 0], false));
    for (const order of [
      [0, 1],
      [1, 0],
    ])
      expect(outgoingAfter(order, true)).toEqual([
        'chakra/box#0',
        'chakra/button#1',
        'chakra/index#0',
        'chakra/index#1',
      ]);
  });
});

function reexportOf(start: number): Import {
  return { sourceOrder: 1, range: [start, start + 40] };
}
