/**
 * `shared`'s secondary entries are federated shared modules of their own. One that
 * reached the UI kit, the brand context or the session store by a relative path
 * would carry a second copy of them (a second Chakra context: "forgot to wrap
 * component within <ChakraProvider />"); they must import those through
 * `@lender/shared`, which resolves to the page's one copy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const stateful = /from '\.\.\/(ui|brand|session)\//;
const entries = ['password-form', 'standalone', 'telemetry', 'wallet'];

describe("shared's secondary entries", () => {
  it.each(entries)('%s reaches the UI kit, brand and session only through @lender/shared', (entry) => {
    const dir = join(__dirname, entry);
    const offenders = readdirSync(dir)
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .filter((file) => stateful.test(readFileSync(join(dir, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
