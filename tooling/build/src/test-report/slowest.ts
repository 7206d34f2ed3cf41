/**
 * What `npm test` prints when a run goes over its budget (docs/testing.md, "What the run
 * costs"): the slowest jest files and Playwright spec files, read from the runners' own JSON
 * reports, so whoever made the run slower sees where its time went without a second run.
 * Pure: the reports in, lines out (./main.ts reads the files).
 */

/** The run's time over which the warning is printed: the budget every change keeps. */
export const RUN_BUDGET_SECONDS = 480;

/** The parts of jest's `--json` report read here. */
export interface JestReport {
  testResults: Array<{ name: string; startTime: number; endTime: number }>;
}

interface PlaywrightSuite {
  file?: string;
  specs?: Array<{
    file?: string;
    tests: Array<{ projectName: string; results: Array<{ duration: number }> }>;
  }>;
  suites?: PlaywrightSuite[];
}

/** The parts of Playwright's JSON report read here. */
export interface PlaywrightReport {
  suites: PlaywrightSuite[];
}

export interface Timed {
  /** A jest file, or `<project> <spec file>`, relative to the workspace. */
  name: string;
  seconds: number;
}

const byTime = (a: Timed, b: Timed) => b.seconds - a.seconds || a.name.localeCompare(b.name);

const relative = (path: string, root: string) =>
  root && path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path;

/** Each jest file's own duration (its start to its end, on its worker), slowest first. */
export function jestFileTimes(report: JestReport, root = ''): Timed[] {
  return report.testResults
    .map((file) => ({ name: relative(file.name, root), seconds: (file.endTime - file.startTime) / 1000 }))
    .sort(byTime);
}

/**
 * Each Playwright spec file's tests' durations summed, per project (a file can run in two),
 * slowest first. A retried test counts each of its runs: each took the workers' time.
 */
export function playwrightSpecTimes(report: PlaywrightReport): Timed[] {
  const sums = new Map<string, number>();
  const walk = (suite: PlaywrightSuite, file: string | undefined) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) {
          const name = `${test.projectName} ${spec.file ?? file ?? '?'}`;
          sums.set(name, (sums.get(name) ?? 0) + result.duration / 1000);
        }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report.suites) walk(suite, suite.file);
  return [...sums].map(([name, seconds]) => ({ name, seconds })).sort(byTime);
}

const listed = (rows: Timed[]) => rows.map((row) => `${row.seconds.toFixed(1)} s ${row.name}`).join(', ');

/**
 * The warning line (not a failure) for a run over the budget; null within it. Either report
 * may be missing (its step did not run): its part then says so.
 */
export function slowRunWarning(
  seconds: number,
  jest: JestReport | null,
  playwright: PlaywrightReport | null,
  { root = '', count = 5, budget = RUN_BUDGET_SECONDS } = {},
): string | null {
  if (seconds <= budget) return null;
  const jestPart = jest ? listed(jestFileTimes(jest, root).slice(0, count)) : 'no report';
  const playwrightPart = playwright ? listed(playwrightSpecTimes(playwright).slice(0, count)) : 'no report';
  return (
    `warning: npm test took ${seconds.toFixed(0)} s, over its ${budget} s budget (docs/testing.md). ` +
    `Slowest jest files: ${jestPart}. Slowest Playwright specs: ${playwrightPart}.`
  );
}
