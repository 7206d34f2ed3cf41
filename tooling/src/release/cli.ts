/**
 * `npm run deploy:remote -- <remote> <DIR>`: builds one remote and puts it in
 * `DIR/<remote>/<version>/` (`--no-build`: what `dist/` already holds).
 * `npm run point:remote -- <DIR>/remotes.json <remote> <version> [--base <address>]`: makes a
 * deployed version the live one; pointing back at the previous version rolls back.
 * docs/deploy.md tells the whole story.
 */
import { join, resolve } from 'node:path';
import { repoRoot } from '../apps.ts';
import { deployRemote } from './deploy-remote.ts';
import { pointRemote } from './pointer-file.ts';

const usage = `usage:
  npm run deploy:remote -- <remote> <DIR> [--no-build]
  npm run point:remote -- <DIR>/remotes.json <remote> <version> [--base <address of DIR>]`;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index < 0 ? undefined : args[index + 1];
}

const positional = (args: string[]) =>
  args.filter((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--base'));

/** Paths are relative to where the command was typed (npm runs scripts from the repository's root). */
const fromCaller = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

/** A remote by name (`remote-login`) or by its folder (a path). */
const appDirOf = (remote: string) => (remote.includes('/') ? fromCaller(remote) : join(repoRoot, remote));

async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  const [first, second, third] = positional(rest);
  if (command === 'deploy' && first && second) {
    const result = await deployRemote({
      appDir: appDirOf(first),
      outDir: fromCaller(second),
      skipBuild: rest.includes('--no-build'),
    });
    process.stdout.write(
      result.outcome === 'published'
        ? `published ${result.folder}\n`
        : `${result.folder} already holds these files: nothing to do\n`,
    );
    process.stdout.write(
      `version ${result.version}; make it live with: npm run point:remote -- <DIR>/remotes.json ${first.split('/').pop()} ${result.version}\n`,
    );
    return;
  }
  if (command === 'point' && first && second && third) {
    const result = pointRemote({
      pointer: fromCaller(first),
      remote: second,
      version: third,
      base: option(rest, '--base'),
    });
    process.stdout.write(`${result.container}: ${result.previous ?? '(none)'} -> ${result.entry}\n`);
    return;
  }
  process.stderr.write(`${usage}\n`);
  process.exitCode = 2;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
