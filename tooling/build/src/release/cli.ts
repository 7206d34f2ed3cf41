/**
 * `npm run deploy:remote -- <remote> <DIR> [--no-build]`: builds one remote and puts it in
 * `DIR/<remote>/<version>/` (`--no-build`: what `dist/` already holds).
 * `npm run point:remote -- <DIR>/remotes.json <remote> <version> [<remote> <version>…]
 * [--base <address of DIR>] [--dir <DIR>]`: makes deployed versions the live ones, in one
 * write; pointing back at the previous version rolls back. docs/deploy.md tells the whole story.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '@lender/serve/workspace';
import { deployRemote } from './deploy-remote.ts';
import { pointRemotes } from './pointer-file.ts';

const usage = `usage:
  npm run deploy:remote -- <remote> <DIR> [--no-build]
  npm run point:remote -- <DIR>/remotes.json <remote> <version> [<remote> <version>…] [--base <address of DIR>] [--dir <DIR>]`;

class UsageError extends Error {}

/** Paths are relative to where the command was typed (npm runs scripts from the repository's root). */
const fromCaller = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

/** A remote by name (`remote-login`) or by its folder (a path). */
const appDirOf = (remote: string) => (remote.includes('/') ? fromCaller(remote) : join(repoRoot, remote));

async function deploy(args: string[]): Promise<void> {
  // Strict: a mistyped option (`--nobuild`) is refused, never ignored.
  const { values, positionals } = parseArgs({
    args,
    strict: true,
    allowPositionals: true,
    options: { 'no-build': { type: 'boolean' } },
  });
  const [remote, dir, ...extra] = positionals;
  if (!remote || !dir || extra.length) throw new UsageError();
  const result = await deployRemote({
    appDir: appDirOf(remote),
    outDir: fromCaller(dir),
    skipBuild: values['no-build'],
  });
  process.stdout.write(
    result.outcome === 'published'
      ? `published ${result.folder}\n`
      : `${result.folder} already holds these files: nothing to do\n`,
  );
  process.stdout.write(
    `version ${result.version}; make it live with: npm run point:remote -- <DIR>/remotes.json ${remote.split('/').pop()} ${result.version}\n`,
  );
}

function point(args: string[]): void {
  const { values, positionals } = parseArgs({
    args,
    strict: true,
    allowPositionals: true,
    options: { base: { type: 'string' }, dir: { type: 'string' } },
  });
  const [pointer, ...pairs] = positionals;
  if (!pointer || pairs.length === 0 || pairs.length % 2 !== 0) throw new UsageError();
  const moves = Array.from({ length: pairs.length / 2 }, (_, i) => ({
    remote: pairs[2 * i]!,
    version: pairs[2 * i + 1]!,
  }));
  const results = pointRemotes({
    pointer: fromCaller(pointer),
    moves,
    base: values.base,
    dir: values.dir === undefined ? undefined : fromCaller(values.dir),
  });
  for (const result of results)
    process.stdout.write(`${result.container}: ${result.previous ?? '(none)'} -> ${result.entry}\n`);
}

async function main([command, ...args]: string[]): Promise<void> {
  if (command === 'deploy') return deploy(args);
  if (command === 'point') return point(args);
  throw new UsageError();
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const usageError =
    error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  process.stderr.write(
    usageError
      ? `${error instanceof UsageError ? '' : `${(error as Error).message}\n`}${usage}\n`
      : `${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = usageError ? 2 : 1;
});
