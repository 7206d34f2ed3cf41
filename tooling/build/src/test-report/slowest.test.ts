import {
  jestFileTimes,
  playwrightSpecTimes,
  slowRunWarning,
  type JestReport,
  type PlaywrightReport,
} from './slowest.ts';

const jestReport: JestReport = {
  testResults: [
    { name: '/repo/shared/src/a.test.ts', startTime: 1_000, endTime: 3_500 },
    { name: '/repo/shell/src/b.test.tsx', startTime: 0, endTime: 9_000 },
    { name: '/repo/dev-api/src/c.test.ts', startTime: 500, endTime: 1_000 },
  ],
};

const result = (duration: number) => ({ duration });
const playwright: PlaywrightReport = {
  suites: [
    {
      file: 'tests/login/login.spec.ts',
      specs: [
        { tests: [{ projectName: 'login', results: [result(4_000)] }] },
        { tests: [{ projectName: 'login', results: [result(1_000), result(2_000)] }] },
      ],
      suites: [
        // A describe block: its specs carry the file of the suite above.
        { specs: [{ tests: [{ projectName: 'login', results: [result(500)] }] }] },
      ],
    },
    {
      file: 'tests/shell/routes.spec.ts',
      specs: [
        { file: 'tests/shell/routes.spec.ts', tests: [{ projectName: 'shell', results: [result(12_000)] }] },
      ],
    },
  ],
};

describe('the slowest tests, from the runners’ reports', () => {
  it('gives each jest file its own duration, relative to the workspace, slowest first', () => {
    expect(jestFileTimes(jestReport, '/repo')).toEqual([
      { name: 'shell/src/b.test.tsx', seconds: 9 },
      { name: 'shared/src/a.test.ts', seconds: 2.5 },
      { name: 'dev-api/src/c.test.ts', seconds: 0.5 },
    ]);
  });

  it('sums each Playwright spec file per project, describe blocks and retries included', () => {
    expect(playwrightSpecTimes(playwright)).toEqual([
      { name: 'shell tests/shell/routes.spec.ts', seconds: 12 },
      { name: 'login tests/login/login.spec.ts', seconds: 7.5 },
    ]);
  });

  it.each([
    ['within the budget', 480, null],
    [
      'over the budget',
      481,
      'warning: npm test took 481 s, over its 480 s budget (docs/testing.md). Slowest jest files: ' +
        '9.0 s shell/src/b.test.tsx, 2.5 s shared/src/a.test.ts. Slowest Playwright specs: ' +
        '12.0 s shell tests/shell/routes.spec.ts, 7.5 s login tests/login/login.spec.ts.',
    ],
  ])('warns only %s', (_, seconds, expected) => {
    expect(slowRunWarning(seconds, jestReport, playwright, { root: '/repo', count: 2 })).toBe(expected);
  });

  it('names a report that is missing instead of failing', () => {
    expect(slowRunWarning(600, null, null)).toBe(
      'warning: npm test took 600 s, over its 480 s budget (docs/testing.md). ' +
        'Slowest jest files: no report. Slowest Playwright specs: no report.',
    );
  });
});
