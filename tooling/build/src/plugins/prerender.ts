/**
 * A remote's server-made first screens (docs/performance.md, "Server-made HTML"): the
 * container's build renders them (../prerender/render-screens.tsx: bundled by esbuild with the
 * remote's exposed screens into one program for Node, run in a process of its own)
 * and adds them to its files, flat beside its manifest, so they are published into the version
 * folder with it (../release/publish.ts) by `npm run build` and `npm run deploy:remote` alike:
 * `fragments.json` (the index, with the build's version) and one `fragment.*.json` per route,
 * brand and audience (tooling/serve/src/fragments.ts). A screen that throws or renders unfit
 * markup fails the build.
 *
 * Rendered again only when the build's version changes: the version hashes every input the
 * render reads (../release/build-version.ts), so webpack's cache keeps the fragments of an
 * unchanged version. `npm run dev` (a watching build, whose version does not follow the edits)
 * makes none: its pages wait for their scripts, as they did before.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Compilation, Compiler } from 'webpack';
import type { RemoteContainer } from '@lender/shared/contracts';
import {
  CHROME_FILE,
  FRAGMENT_FORMAT,
  FRAGMENT_INDEX_FILE,
  fragmentFileName,
  type Fragment,
  type FragmentIndex,
  type ServerChrome,
} from '@lender/serve/fragments';
import { repoRoot } from '@lender/serve/workspace';

const PLUGIN = 'PrerenderPlugin';
const screensModule = fileURLToPath(new URL('../prerender/render-screens.tsx', import.meta.url));
const chromeModule = fileURLToPath(new URL('../prerender/render-chrome.tsx', import.meta.url));

/** What a build prerenders: a remote's first screens, or the shell's chrome around them. */
export type PrerenderProgram =
  | { kind: 'screens'; container: RemoteContainer; exposes: Record<string, string> }
  | {
      kind: 'chrome';
      /** The modules of `ServerChrome` (and `ServerEmbedChrome`) and `PageInfoProvider`, from the app folder. */
      chrome: string;
      pageInfo: string;
    };

export interface PrerenderOptions {
  appDir: string;
  program: PrerenderProgram;
  /** The build's version, written into the index (and the cache's key). */
  version: string;
}

/** The program's source: the render with the app's modules it renders. */
export function programSource(program: PrerenderProgram): string {
  const json = JSON.stringify;
  if (program.kind === 'chrome')
    return [
      `import { writeChrome } from ${json(chromeModule)};`,
      `import { ServerChrome, ServerEmbedChrome } from ${json(program.chrome)};`,
      `import { PageInfoProvider } from ${json(program.pageInfo)};`,
      'writeChrome({ ServerChrome, ServerEmbedChrome, PageInfoProvider });',
    ].join('\n');
  const names = Object.keys(program.exposes);
  return [
    `import { writeFragments } from ${json(screensModule)};`,
    ...names.map((name, i) => `import screen${i} from ${json(program.exposes[name])};`),
    `writeFragments(${json(program.container)}, { ${names.map((name, i) => `${json(name)}: screen${i}`).join(', ')} });`,
  ].join('\n');
}

const programName = (program: PrerenderProgram) => (program.kind === 'chrome' ? 'shell' : program.container);

/** Bundles and runs a render program; what it wrote, or an error with what it printed. */
export async function runProgram<T>({ appDir, program }: Omit<PrerenderOptions, 'version'>): Promise<T> {
  const container = programName(program);
  const outDir = join(repoRoot, '.cache', 'prerender');
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, `${container}-${process.pid}-${Date.now()}.mjs`);
  const what = program.kind === 'chrome' ? "the shell's chrome" : `${container}'s first screens`;
  try {
    await build({
      stdin: {
        contents: programSource(program),
        resolveDir: appDir,
        sourcefile: 'prerender-entry.ts',
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      // React's production build, what the pages run.
      define: { 'process.env.NODE_ENV': '"production"' },
      // The CommonJS packages inside (React's server build) call require.
      banner: {
        js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      },
      outfile,
      logLevel: 'silent',
    }).catch((error: unknown) => {
      throw new Error(
        `${what} could not be bundled: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    const stdout = await new Promise<string>((resolvePromise, reject) => {
      execFile(
        process.execPath,
        [outfile],
        { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 },
        (error, out, stderr) =>
          error ? reject(new Error(`${what}: ${stderr.trim() || error.message}`)) : resolvePromise(out),
      );
    });
    try {
      return JSON.parse(stdout) as T;
    } catch (error) {
      throw new Error(`${what}: ${(error as Error).message}`);
    }
  } finally {
    rmSync(outfile, { force: true });
  }
}

/** The files a build adds for its fragments: the index and one file each. */
export function fragmentFiles(fragments: readonly Fragment[], buildVersion: string): Map<string, string> {
  const files = new Map<string, string>();
  const index: FragmentIndex = { format: FRAGMENT_FORMAT, buildVersion, fragments: [] };
  for (const fragment of fragments) {
    const file = fragmentFileName(fragment.route, fragment.brand, fragment.audience);
    index.fragments.push({ route: fragment.route, brand: fragment.brand, audience: fragment.audience, file });
    files.set(file, JSON.stringify(fragment));
  }
  files.set(FRAGMENT_INDEX_FILE, JSON.stringify(index, null, 2));
  return files;
}

export class PrerenderPlugin {
  constructor(private readonly options: PrerenderOptions) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation: Compilation) => {
      if (compiler.watchMode) return;
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const { version, ...request } = this.options;
          const cache = compilation.getCache(PLUGIN);
          let files = await cache.getPromise<[string, string][] | undefined>(version, null);
          if (!files) {
            files =
              request.program.kind === 'chrome'
                ? [[CHROME_FILE, JSON.stringify(await runProgram<ServerChrome>(request))]]
                : [...fragmentFiles(await runProgram<Fragment[]>(request), version)];
            await cache.storePromise(version, null, files);
          }
          for (const [file, text] of files) compilation.emitAsset(file, new RawSource(text));
        },
      );
    });
  }
}
