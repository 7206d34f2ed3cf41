/**
 * The share of the browser suites' page loads that got their first screen in the HTML
 * (docs/performance.md, "Server-made HTML"), summed from the annotations the suites' fixture
 * writes into Playwright's report (e2e/support/first-loads.ts): each test run's count of loads of
 * a page the shell's server could make with its screen, and of those it did. A figure for the
 * run's summary, never a check: pages that do not get one do so by design (a query that changes
 * the first screen, a test that holds the remotes, a server that had not read the fragment yet).
 * Pure: the report in, a line out (./main.ts reads the file).
 */

/** The annotation's type in Playwright's report; its description is the JSON of a `FirstLoadsSum`. */
export const FIRST_LOADS_ANNOTATION = 'first-loads';

interface Annotation {
  type: string;
  description?: string;
}

interface Suite {
  specs?: Array<{ tests: Array<{ results: Array<{ annotations?: Annotation[] }> }> }>;
  suites?: Suite[];
}

/** The parts of Playwright's JSON report read here. */
export interface FirstLoadsReport {
  suites: Suite[];
}

export interface FirstLoadsSum {
  /** Loads of a page the shell's server could have made with its first screen. */
  total: number;
  /** Of those, the loads it made so. */
  serverMade: number;
  /** The others, each as its path and its query's names (`/auth/login?email,otp`). */
  missed: string[];
}

/** One annotation's counts, or none when it is not one of ours or not well formed. */
function countsOf(annotation: Annotation): FirstLoadsSum | null {
  if (annotation.type !== FIRST_LOADS_ANNOTATION || !annotation.description) return null;
  try {
    const { total, serverMade, missed = [] } = JSON.parse(annotation.description) as Partial<FirstLoadsSum>;
    return Number.isInteger(total) &&
      Number.isInteger(serverMade) &&
      serverMade! <= total! &&
      Array.isArray(missed) &&
      missed.every((name) => typeof name === 'string')
      ? { total: total!, serverMade: serverMade!, missed }
      : null;
  } catch {
    return null;
  }
}

/** Every test run's counts summed (a retried test's runs each loaded their pages). */
export function sumFirstLoads(report: FirstLoadsReport): FirstLoadsSum {
  const sum: FirstLoadsSum = { total: 0, serverMade: 0, missed: [] };
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          for (const annotation of result.annotations ?? []) {
            const counts = countsOf(annotation);
            if (!counts) continue;
            sum.total += counts.total;
            sum.serverMade += counts.serverMade;
            sum.missed.push(...counts.missed);
          }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return sum;
}

/** The summary's line, or null when the run loaded no such page (no browser suite ran); the commonest misses named. */
export function firstLoadsLine({ total, serverMade, missed }: FirstLoadsSum, count = 5): string | null {
  if (total === 0) return null;
  const share = Math.round((serverMade / total) * 100);
  const times = new Map<string, number>();
  for (const name of missed) times.set(name, (times.get(name) ?? 0) + 1);
  const commonest = [...times]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, count)
    .map(([name, n]) => `${name} ${n}`);
  return (
    `server-made first screens: ${serverMade} of the browser suites' ${total} loads of a page that can have one (${share}%)` +
    (commonest.length > 0 ? `; without: ${commonest.join(', ')}` : '')
  );
}
