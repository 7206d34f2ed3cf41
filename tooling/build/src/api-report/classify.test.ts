/** @jest-environment node */
import { compareEntry, impactOf } from './classify.ts';
import type { ReportSurface } from './report-blocks.ts';

/**
 * A surface from `name: text` pairs; a name starting with `_` is a forgotten (not exported)
 * declaration, one ending in `+` carries `@remotesRead`.
 */
function surface(blocks: Record<string, string>): ReportSurface {
  const declarations = new Map(
    Object.entries(blocks).map(([key, text]) => [
      key.replace(/^_/, '').replace(/\+$/, ''),
      { exported: !key.startsWith('_'), text, tags: key.endsWith('+') ? ['@remotesRead'] : [] },
    ]),
  );
  const names = [...declarations].filter(([, d]) => d.exported).map(([key]) => key);
  return { names: names.sort(), declarations };
}

describe('compareEntry', () => {
  const before = surface({ a: 'const a = 1;', b: 'function b(): void;', _T: 'type T = 1;' });

  it.each([
    ['nothing changed', before, { added: [], removed: [], extended: [], changed: [] }],
    [
      'a name added',
      surface({ a: 'const a = 1;', b: 'function b(): void;', _T: 'type T = 1;', c: 'const c = 2;' }),
      { added: ['c'], removed: [], extended: [], changed: [] },
    ],
    [
      'a name removed',
      surface({ a: 'const a = 1;', _T: 'type T = 1;' }),
      { added: [], removed: ['b'], extended: [], changed: [] },
    ],
    [
      'a block changed',
      surface({ a: 'const a = 2;', b: 'function b(): void;', _T: 'type T = 1;' }),
      { added: [], removed: [], extended: [], changed: ['a: `1` became `2`'] },
    ],
    [
      'a forgotten type changed',
      surface({ a: 'const a = 1;', b: 'function b(): void;', _T: 'type T = 2;' }),
      { added: [], removed: [], extended: [], changed: ['T: `1` became `2`'] },
    ],
    [
      'a forgotten type now exported: an addition',
      surface({ a: 'const a = 1;', b: 'function b(): void;', T: 'type T = 1;' }),
      { added: ['T'], removed: [], extended: [], changed: [] },
    ],
    [
      'a forgotten declaration gone: a break',
      surface({ a: 'const a = 1;', b: 'function b(): void;' }),
      { added: [], removed: [], extended: [], changed: ['T: gone'] },
    ],
    [
      'a new forgotten declaration alone: nothing to bump',
      surface({ a: 'const a = 1;', b: 'function b(): void;', _T: 'type T = 1;', _U: 'type U = 1;' }),
      { added: [], removed: [], extended: [], changed: [] },
    ],
    [
      "a value's type replaced: a break",
      surface({ a: 'const a = 1;', b: 'function b(): { x: 1; };', _T: 'type T = 1;' }),
      { added: [], removed: [], extended: [], changed: ['b: `void` became `{ x: 1; }`'] },
    ],
  ])('%s', (_what, after, expected) => {
    expect(compareEntry('./x', before, after)).toEqual({ entry: './x', exempt: false, ...expected });
  });

  describe('the @remotesRead tag, as the committed report has it', () => {
    const was = (key: string) => surface({ [key]: 'interface I {\n    a: string;\n}' });
    const now = (key: string) => surface({ [key]: 'interface I {\n    a: string;\n    b: string;\n}' });

    it.each([
      ['tagged before and after: the member is an addition', 'I+', 'I+', { extended: ['I.b'], changed: [] }],
      [
        'untagged: the member breaks',
        'I',
        'I',
        {
          extended: [],
          changed: [
            'I.b: a required member added to a type remotes may implement or construct (not @remotesRead)',
          ],
        },
      ],
      [
        'tagged only now: the tag itself breaks, and so does the member',
        'I',
        'I+',
        {
          extended: [],
          changed: [
            'I.b: a required member added to a type remotes may implement or construct (not @remotesRead)',
            'I: newly @remotesRead (a remote built earlier may implement it)',
          ],
        },
      ],
      [
        'untagged now: remotes may implement it from here on, an addition',
        'I+',
        'I',
        { extended: ['I.b', 'I: no longer @remotesRead (remotes may now implement it)'], changed: [] },
      ],
    ])('%s', (_what, before, after, expected) => {
      expect(compareEntry('./x', was(before), now(after))).toMatchObject(expected);
    });
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
    [
      'an import now from elsewhere: a break',
      surface({ 'import v': "* from 'valibot'" }),
      surface({ 'import v': "* from 'valibot-next'" }),
      { changed: ["import v: now * from 'valibot-next' (was * from 'valibot')"] },
    ],
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
    extended: [],
    changed: [],
    ...over,
  });

  it.each([
    ['no change', [change({})], 'none'],
    ['additions only', [change({ added: ['a'] }), change({ added: ['b'] })], 'addition'],
    ['a member added only', [change({ extended: ['I.b'] })], 'addition'],
    ['a member added and a break', [change({ extended: ['I.b'], changed: ['J.c: removed'] })], 'breaking'],
    ['a removal', [change({ added: ['a'] }), change({ removed: ['b'] })], 'breaking'],
    ['a changed block', [change({ changed: ['a'] })], 'breaking'],
    ['a removal in an exempt entry', [change({ removed: ['b'], exempt: true })], 'none'],
  ])('%s: %s', (_what, changes, impact) => {
    expect(impactOf(changes)).toBe(impact);
  });
});
