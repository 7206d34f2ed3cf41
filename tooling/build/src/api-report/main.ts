/**
 * The public surface of `@lender/shared`, one API Extractor report per entry in shared/api/:
 *
 *   node --import tsx tooling/build/src/api-report/main.ts [--check]   (an `npm test` step)
 *   npm run api:update                                                 (…/main.ts --update)
 *
 * `--check` fails when the surface differs from the committed reports; `--update` records a
 * changed surface only at the version the change needs, with its changelog heading
 * (docs/shared-contract.md).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '@lender/serve/workspace';
import { runCheck, runUpdate } from './commands.ts';
import { ApiReportError, type ApiReportPaths } from './pipeline.ts';

const USAGE = 'usage: node --import tsx tooling/build/src/api-report/main.ts [--check | --update]';

const shared = join(repoRoot, 'shared');
const paths: ApiReportPaths = {
  packageDir: shared,
  reportDir: join(shared, 'api'),
  workDir: join(shared, 'dist', 'api-report'),
  baseTsconfig: join(repoRoot, 'tsconfig.base.json'),
  typeRoots: [join(repoRoot, 'node_modules', '@types')],
  // The testing entry's mock API uses jest's globals.
  types: ['node', 'jest'],
  displayRoot: repoRoot,
};

function main(): number {
  const started = performance.now();
  const { values } = parseArgs({
    strict: true,
    options: { check: { type: 'boolean' }, update: { type: 'boolean' } },
  });
  if (values.check && values.update) {
    process.stderr.write(`${USAGE}\n`);
    return 1;
  }
  const outcome = values.update ? runUpdate(paths) : runCheck(paths);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  (outcome.code ? process.stderr : process.stdout).write(`${outcome.message}\n(${seconds} s)\n`);
  return outcome.code;
}

try {
  process.exitCode = main();
} catch (error) {
  // A known failure, or a mistyped option, says all in its message; anything else keeps its stack.
  const mistyped = String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
  if (error instanceof ApiReportError) process.stderr.write(`${error.message}\n`);
  else if (mistyped) process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
  else process.stderr.write(`${String((error as Error).stack ?? error)}\n`);
  process.exitCode = 1;
}
