/** @jest-environment node */
import { compareEntry, impactOf } from './classify.ts';
import type { ReportSurface } from './report-blocks.ts';

/** A surface from `name: text` pairs; a name starting with `_` is a forgotten (not exported) declaration. */
function surface(blocks: Record<string, string>): ReportSurface {
  const declarations = new Map(
    Object.entries(blocks).map(([key, text]) => [
      key.replace(/^_/, ''),
      { exported: !key.startsWith('_'), text },
    ]),
  );
  const names = [...declarations].filter(([, d]) => d.exported).map(([key]) => key);
  return { names: names.sort(), declarations };
}

describe('compareEntry', () => {
  const before = surface({ a: 'const a = 1;', b: 'function b(): void;', _T: 'type T = 1;' });

  it.each([
    ['nothing changed', before, { added: [], removed: [], changed: [] }],
    [
      'a name added',
      surface({ a: 'const a = 1;', b: 'function b(): void;', _T: 'type T = 1;', c: 'const c = 2;' }),
      { added: ['c'], removed: [], changed: [] },
    ],
    [
      'a name removed',
      surface({ a: 'const a = 1;', _T: 'type T = 1;' }),
      { added: [], removed: ['b'], changed: [] },
    ],
    [
      'a block changed',
      surface({ a: 'const a = 2;', b: 'function b(): void;', _T: 'type T = 1;' }),
      { added: [], removed: [], changed: ['a'] },
    ],
    [
      'a forgotten type changed',
      surface({ a: 'const a = 1;', b: 'function b(): void;', _T: 'type T = 2;' }),
      { added: [], removed: [], changed: ['T'] },
    ],
    [
      'a forgotten type now exported: an addition',
      surface({ a: 'const a = 1;', b: 'function b(): void;', T: 'type T = 1;' }),
      { added: ['T'], removed: [], changed: [] },
    ],
    [
      'a forgotten declaration gone: a change',
      surface({ a: 'const a = 1;', b: 'function b(): void;' }),
      { added: [], removed: [], changed: ['T'] },
    ],
    [
      'a new forgotten declaration alone: nothing to bump',
      surface({ a: 'const a = 1;', b: 'function b(): void;', _T: 'type T = 1;', _U: 'type U = 1;' }),
      { added: [], removed: [], changed: [] },
    ],
  ])('%s', (_what, after, expected) => {
    expect(compareEntry('./x', before, after)).toEqual({ entry: './x', exempt: false, ...expected });
  });

  it('an exported name made internal is removed', () => {
    expect(
      compareEntry(
        './x',
        before,
        surface({ _a: 'const a = 1;', b: 'function b(): void;', _T: 'type T = 1;' }),
      ),
    ).toMatchObject({ removed: ['a'], changed: [] });
  });

  it.each([
    ['a new entry: every name added', undefined, before, { added: ['a', 'b'], removed: [], changed: [] }],
    ['an entry gone: every name removed', before, undefined, { added: [], removed: ['a', 'b'], changed: [] }],
  ])('%s', (_what, was, now, expected) => {
    expect(compareEntry('./x', was, now)).toMatchObject(expected);
  });

  it.each([
    ['./testing', true],
    ['./testing/mock-api', true],
    ['./test', false],
    ['./stand-ins', true],
    ['./stand-insx', false],
    ['.', false],
  ])('%s is exempt from the version: %s', (entry, exempt) => {
    expect(compareEntry(entry, before, before).exempt).toBe(exempt);
  });
});

describe('impactOf', () => {
  const change = (over: object) => ({
    entry: './x',
    exempt: false,
    added: [],
    removed: [],
    changed: [],
    ...over,
  });

  it.each([
    ['no change', [change({})], 'none'],
    ['additions only', [change({ added: ['a'] }), change({ added: ['b'] })], 'addition'],
    ['a removal', [change({ added: ['a'] }), change({ removed: ['b'] })], 'breaking'],
    ['a changed block', [change({ changed: ['a'] })], 'breaking'],
    ['a removal in an exempt entry', [change({ removed: ['b'], exempt: true })], 'none'],
  ])('%s: %s', (_what, changes, impact) => {
    expect(impactOf(changes)).toBe(impact);
  });
});
