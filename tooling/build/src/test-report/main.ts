/**
 * `node --import tsx tooling/build/src/test-report/main.ts <seconds> <jest.json> <playwright.json>`:
 * prints `npm test`'s over-budget warning (./slowest.ts) when the run took longer than its
 * budget; prints nothing otherwise. Never fails the run: a report that is missing or unreadable
 * is named as such.
 */
import { existsSync, readFileSync } from 'node:fs';
import { repoRoot } from '@lender/serve/workspace';
import { slowRunWarning } from './slowest.ts';

function read<T>(path: string | undefined): T | null {
  if (!path || !existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

const [seconds, jestPath, playwrightPath] = process.argv.slice(2);
const warning = slowRunWarning(Number(seconds), read(jestPath), read(playwrightPath), { root: repoRoot });
if (warning) process.stdout.write(`\n  ${warning}\n`);
