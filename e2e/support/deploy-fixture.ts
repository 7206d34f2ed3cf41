/**
 * The deploy journey's fixture (e2e/tests/shell/deploy.spec.ts): version folders of every remote
 * as a team deploys them, made in `npm test`'s build step by ./prepare-deploy-fixture.ts
 * (never inside a test: two cores). The journey copies `static/` to a folder of its own,
 * serves it with nginx and moves the pointer there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@lender/serve/workspace';

export const deployFixtureDir = join(repoRoot, '.cache', 'e2e-deploy');
/** The static host's folder: `<remote>/<version>/` for each build, and `remotes.json`. */
export const deployStaticDir = join(deployFixtureDir, 'static');
const fixtureFile = join(deployFixtureDir, 'fixture.json');

/** The login heading's text the second build of remote-login shows instead of "Log in to". */
export const CHANGED_HEADING_START = 'Welcome back to';

export interface DeployFixture {
  /** Each remote's folder name and the version `npm run build` gave it (what the pointer starts at). */
  versions: Record<string, string>;
  /** remote-login built again from a copy of its source with the heading changed. */
  changedLoginVersion: string;
}

export function serializeDeployFixture(fixture: DeployFixture): string {
  return JSON.stringify(fixture, null, 2);
}

export function readDeployFixture(): DeployFixture {
  try {
    return JSON.parse(readFileSync(fixtureFile, 'utf8')) as DeployFixture;
  } catch {
    throw new Error(
      `${fixtureFile} is missing: build first (npm test does; alone: node --import tsx e2e/support/prepare-deploy-fixture.ts after npm run build)`,
    );
  }
}

export { fixtureFile as deployFixtureFile };
