/** @jest-environment node */
/**
 * Every origin the suites address (./origins.ts, read by the specs and the Playwright
 * configuration) follows the ports the environment names (issue 30: "npm test with every
 * port moved"): origins.ts is evaluated afresh under each environment, as a Playwright
 * worker evaluates it under the tester's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apps } from '@lender/serve/apps';
import { repoRoot } from '@lender/serve/workspace';
import { MOVED_PORTS, movedPortsCommand } from './moved-ports.ts';
import type * as OriginsModule from './origins.ts';

type Origins = typeof OriginsModule;

/**
 * Every origin the stack and the suites use, as a process with exactly `env` (nothing of this
 * process's own environment) sees them: the apps', the shell's at a host name, the suites' own shells.
 */
function everyOriginUnder(env: NodeJS.ProcessEnv): string[] {
  const saved = process.env;
  process.env = { ...env };
  try {
    let origins: string[] = [];
    jest.isolateModules(() => {
      const o = jest.requireActual<Origins>('./origins.ts');
      origins = [
        ...apps.map((app) => o.originOfApp(app.dir)),
        new URL(o.atHost('apollo.localhost', '/')).origin,
        o.PARTNER_DEMO_ORIGIN,
        o.DEPLOY_SHELL_ORIGIN,
        ...Object.values(o.ARTEFACT_SHELL_PORTS).map((port) => o.originAtPort(port)),
      ];
    });
    return origins;
  } finally {
    process.env = saved;
  }
}

describe('the origins the suites use', () => {
  const defaults = everyOriginUnder({});

  it('are all distinct by default', () => {
    expect(new Set(defaults).size).toBe(defaults.length);
  });

  it('all move with the ports, none left on a default one, none shared', () => {
    const moved = everyOriginUnder(MOVED_PORTS);
    expect(new Set(moved).size).toBe(moved.length);
    expect(moved.filter((origin) => defaults.includes(origin))).toEqual([]);
  });

  it('are on the host the environment names', () => {
    const origins = everyOriginUnder({ HOST: 'localhost' });
    expect(origins.filter((origin) => !origin.includes('localhost:'))).toEqual([]);
  });
});

describe('the documented command with every port moved', () => {
  it('moves every port of the stack', () => {
    expect(Object.keys(MOVED_PORTS).sort()).toEqual(apps.map((app) => app.portEnv).sort());
  });

  it('is the one docs/configuration.md gives', () => {
    const doc = readFileSync(join(repoRoot, 'docs', 'configuration.md'), 'utf8');
    expect(doc).toContain(movedPortsCommand());
  });
});
