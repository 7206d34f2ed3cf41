/** @jest-environment node */
/**
 * No suite assumes where the stack listens (issue 30: "no test assumes a default port or
 * origin"): the specs, their support, the benchmarks and the Playwright configurations take
 * every origin from ./origins.ts or `@lender/serve/apps`, so `npm test` runs with every port
 * moved. The unit tests (`*.test.ts`) are left out: a literal there is the input of a pure
 * function under test, not a server's address.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { apps } from '@lender/serve/apps';
import { repoRoot } from '@lender/serve/workspace';
import { fixedPortsIn } from './fixed-ports.ts';
import { suitePortsOf } from './suite-ports.ts';

const e2e = join(repoRoot, 'e2e');
const SKIP = new Set(['node_modules', 'test-results', 'playwright-report']);
/** The check itself: its comments show what it finds. */
const SELF = join(e2e, 'support', 'fixed-ports.ts');

/** The suites' TypeScript files under `dir`, unit tests left out. */
function suiteFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : suiteFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && path !== SELF ? [path] : [];
  });
}

/** The stack's default ports and those of the suites' own servers (suitePortsOf with nothing set). */
const { deployShell, artefactShells } = suitePortsOf({});
const DEFAULT_PORTS = [...apps.map((app) => app.defaultPort), deployShell, ...Object.values(artefactShells)];

describe('fixedPortsIn', () => {
  it.each([
    ['an origin with its port', "goto('http://127.0.0.1:3000/auth/login')", ['127.0.0.1:3000']],
    [
      'the same in a regular expression',
      String.raw`/frame-ancestors http:\/\/127\.0\.0\.1:3000/`,
      [String.raw`127\.0\.0\.1:3000`],
    ],
    ['a host name of the shell', "['http://evil.localhost:3999', false]", ['evil.localhost:3999']],
    ['localhost', 'ws://localhost:4001', ['localhost:4001']],
    ['a default port alone', '{ first: 3010 }', ['3010']],
    ['a port constant', 'const DEBUG_PORT = 9333;', ['DEBUG_PORT = 9333']],
    ['a port in an object', '{ port: 8123 }', ['port: 8123']],
    ['a flag with a port', '`--remote-debugging-port=9222`', ['port=9222']],
  ])('finds %s', (_what, text, found) => {
    expect(fixedPortsIn(text, DEFAULT_PORTS)).toEqual(found);
  });

  it.each([
    ['an origin from the environment', '`http://${host}:${port}/health`'],
    ['a host name without a port', "{ host: '127.0.0.1' }"],
    ['a system-picked port', "server.listen(0, '127.0.0.1')"],
    ['a negative number', 'text.slice(-4000)'],
    ['a longer number', "'SIGN-4821-KX', 30_000, 40001"],
    ['a word with "port" in it', 'reportTo: 5000, viewport: { width: 412 }'],
  ])('leaves %s', (_what, text) => {
    expect(fixedPortsIn(text, DEFAULT_PORTS)).toEqual([]);
  });
});

describe('the suites, their support and the benchmarks', () => {
  it('name no port or origin of their own', () => {
    const found = suiteFiles(e2e).flatMap((file) =>
      fixedPortsIn(readFileSync(file, 'utf8'), DEFAULT_PORTS).map(
        (text) => `${relative(e2e, file)}: ${text}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
