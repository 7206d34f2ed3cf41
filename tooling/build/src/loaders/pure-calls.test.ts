import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pureCalls = require('./pure-calls.cjs') as (this: { getOptions(): unknown }, source: string) => string;
const run = (options: unknown, source: string) => pureCalls.call({ getOptions: () => options }, source);

describe('the pure-calls loader', () => {
  it('marks assignments from the named calls', () => {
    expect(run({ calls: ['defineConfig'] }, 'const a = defineConfig({});\nf(defineConfig());')).toBe(
      'const a = /*#__PURE__*/ defineConfig({});\nf(defineConfig());',
    );
  });

  it('takes names literally (a dollar or a dot is no pattern)', () => {
    expect(
      run({ calls: ['x$1.extendWith'] }, 'const a = x$1.extendWith("b");\nconst c = x1Xextend("d");'),
    ).toBe('const a = /*#__PURE__*/ x$1.extendWith("b");\nconst c = x1Xextend("d");');
  });

  it('with topLevelConsts, marks the call starting each top-level const, and nothing else', () => {
    const source = [
      'const alert = createAnatomy("alert").parts(',
      '  "title"',
      ');',
      'const dialog = dialogAnatomy$1.extendWith("body");',
      'const plain = "text";',
      '  const inner = f();',
      'let later = g();',
    ].join('\n');
    expect(run({ topLevelConsts: true }, source).split('\n')).toEqual([
      'const alert = /*#__PURE__*/ createAnatomy("alert").parts(',
      '  "title"',
      ');',
      'const dialog = /*#__PURE__*/ dialogAnatomy$1.extendWith("body");',
      'const plain = "text";',
      '  const inner = f();',
      'let later = g();',
    ]);
  });
});
