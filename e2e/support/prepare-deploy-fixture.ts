/**
 * Makes the deploy journey's version folders (./deploy-fixture.ts), after `npm run build`:
 *
 * 1. each remote's build, as built, published into `static/<remote>/<version>/`;
 * 2. remote-login deployed again with the deploy command, which builds it again from the
 *    warm webpack cache: the same sources must give the same files, so this must be a no-op
 *    (it fails the step otherwise: builds would not be reproducible);
 * 3. remote-login built from a copy of its source with the login heading changed, deployed
 *    into a second version folder (a team's next release);
 * 4. the pointer, `static/remotes.json`, at the first versions, each entry relative to it.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apps } from '@lender/serve/apps';
import { repoRoot } from '@lender/serve/workspace';
import { deployRemote } from '@lender/build/release/deploy-remote';
import { pointRemotes } from '@lender/build/release/pointer-file';
import { persistedCaches } from '@lender/build/webpack';
import {
  CHANGED_HEADING_START,
  deployFixtureDir,
  deployFixtureFile,
  deployStaticDir,
  serializeDeployFixture,
} from './deploy-fixture.ts';

/** The line of remote-login's source the second build changes, and what it becomes. */
const HEADING_SOURCE = { file: 'src/login/login-variant.ts', from: '`Log in to ${brand.displayName}`' };

function copyWithChangedHeading(appDir: string, copyDir: string): void {
  rmSync(copyDir, { recursive: true, force: true });
  mkdirSync(copyDir, { recursive: true });
  for (const part of ['package.json', 'app.config.ts', 'src'])
    cpSync(join(appDir, part), join(copyDir, part), { recursive: true });
  // Its dependencies are the original's (pnpm's links), so it resolves exactly as the original does.
  symlinkSync(join(appDir, 'node_modules'), join(copyDir, 'node_modules'), 'dir');
  const file = join(copyDir, HEADING_SOURCE.file);
  const source = readFileSync(file, 'utf8');
  if (source.split(HEADING_SOURCE.from).length !== 2)
    throw new Error(
      `${HEADING_SOURCE.file} no longer has ${HEADING_SOURCE.from} once: update prepare-deploy-fixture.ts`,
    );
  writeFileSync(
    file,
    source.replace(HEADING_SOURCE.from, `\`${CHANGED_HEADING_START} \${brand.displayName}\``),
  );
}

async function prepare(): Promise<void> {
  const started = Date.now();
  rmSync(deployStaticDir, { recursive: true, force: true });
  const versions: Record<string, string> = {};
  for (const app of apps.filter((a) => a.kind === 'remote')) {
    const result = await deployRemote({
      appDir: join(repoRoot, app.dir),
      outDir: deployStaticDir,
      skipBuild: true,
    });
    versions[app.dir] = result.version;
  }
  pointRemotes({
    pointer: join(deployStaticDir, 'remotes.json'),
    moves: Object.entries(versions).map(([remote, version]) => ({ remote, version })),
  });

  const again = await deployRemote({ appDir: join(repoRoot, 'remote-login'), outDir: deployStaticDir });
  if (again.outcome !== 'unchanged' || again.version !== versions['remote-login'])
    throw new Error(
      `remote-login built again from the same sources gave ${again.version} (${again.outcome})`,
    );

  const copyDir = join(deployFixtureDir, 'source', 'remote-login');
  copyWithChangedHeading(join(repoRoot, 'remote-login'), copyDir);
  const changed = await deployRemote({
    appDir: copyDir,
    outDir: deployStaticDir,
    // Without a cache where the build keeps only the check's (LENDER_WEBPACK_CACHE, a fresh clone).
    cacheDirectory: persistedCaches ? false : join(repoRoot, '.cache', 'webpack', 'e2e-deploy-remote_login'),
  });
  if (changed.outcome !== 'published')
    throw new Error(`the changed remote-login was not published (${changed.outcome})`);

  writeFileSync(
    deployFixtureFile,
    serializeDeployFixture({ versions, changedLoginVersion: changed.version }),
  );
  process.stdout.write(
    `deploy fixture: ${Object.entries(versions)
      .map(([remote, version]) => `${remote} ${version}`)
      .join(', ')}; ` +
      `remote-login again: unchanged; changed remote-login ${changed.version} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
  );
}

prepare().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
