/**
 * `node --import tsx tooling/build/src/test-report/main.ts <seconds> <jest.json> <playwright.json>`:
 * prints the share of the browser suites' page loads that got a server-made first screen
 * (./first-loads.ts), and `npm test`'s over-budget warning (./slowest.ts) when the run took
 * longer than its budget. Never fails the run: a report that is missing or unreadable
 * is named as such.
 */
import { existsSync, readFileSync } from 'node:fs';
import { repoRoot } from '@lender/serve/workspace';
import { firstLoadsLine, sumFirstLoads, type FirstLoadsReport } from './first-loads.ts';
import { slowRunWarning, type PlaywrightReport } from './slowest.ts';

function read<T>(path: string | undefined): T | null {
  if (!path || !existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

const [seconds, jestPath, playwrightPath] = process.argv.slice(2);
const playwright = read<PlaywrightReport & FirstLoadsReport>(playwrightPath);
const firstLoads = playwright && firstLoadsLine(sumFirstLoads(playwright));
if (firstLoads) process.stdout.write(`\n  ${firstLoads}\n`);
const warning = slowRunWarning(Number(seconds), read(jestPath), playwright, { root: repoRoot });
if (warning) process.stdout.write(`\n  ${warning}\n`);
