/**
 * Each text file a browser fetches from a build gets a `.gz` and a `.br` copy beside it, made
 * once at build time at fixed levels, so the servers send compressed bytes without compressing
 * on each answer: the shell's server (tooling/serve/src/serve-app.ts) sends the best one the
 * browser accepts; nginx sends them with `gzip_static` and `brotli_static`
 * (deploy/nginx/remotes.conf.template, docs/deploy.md).
 *
 * - gzip at level 9; brotli at quality 11, or 9 for a file over 512 KB (zxcvbn's dictionary,
 *   fetched only with the password form: quality 11 took 23 s for the five builds' files
 *   against 5 s with this rule, and 3% more bytes on those files alone).
 * - Not pages (`.html`: the servers rewrite them on each answer and compress that), not
 *   source maps, not files under 256 bytes (nginx's `gzip_min_length`), and no copy that
 *   is not smaller than the file.
 * - The copies are made by Node's zlib and brotli, whose versions are inputs of a remote's
 *   version (../release/build-version.ts): the same inputs give byte-identical version
 *   folders, and a Node with other compressors gives another version, never a refused deploy.
 * - Made at the last asset stage, after every rewrite (the manifests' build version), from
 *   webpack's cache when the file's bytes are unchanged (a warm build compresses nothing).
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';
import type { Compiler } from 'webpack';

const PLUGIN = 'PrecompressPlugin';
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export const GZIP_LEVEL = 9;
export const BROTLI_QUALITY = 11;
export const BROTLI_QUALITY_LARGE = 9;
export const LARGE_FILE_BYTES = 512 * 1024;
export const MIN_BYTES = 256;
const TEXT_FILE = /\.(m?js|json|txt|css|svg)$/;

/** Whether a build's file gets compressed copies. */
export function precompressible(file: string, bytes: number): boolean {
  return TEXT_FILE.test(file) && bytes >= MIN_BYTES;
}

export interface CompressedCopies {
  gz?: Buffer;
  br?: Buffer;
}

const brotliOptions = (content: Buffer): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]:
      content.length > LARGE_FILE_BYTES ? BROTLI_QUALITY_LARGE : BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
  },
});

/** Only the copies smaller than the file. */
const worthKeeping = (content: Buffer, gz: Buffer, br: Buffer): CompressedCopies => ({
  ...(gz.length < content.length ? { gz } : {}),
  ...(br.length < content.length ? { br } : {}),
});

/** The copies of `content` worth keeping (smaller than it), by file extension. */
export async function compressedCopies(content: Buffer): Promise<CompressedCopies> {
  const [gz, br] = await Promise.all([
    gzipAsync(content, { level: GZIP_LEVEL }),
    brotliAsync(content, brotliOptions(content)),
  ]);
  return worthKeeping(content, gz, br);
}

/** The same, at once: for a test that rewrites a built file (e2e/support/built-file.ts). */
export function compressedCopiesSync(content: Buffer): CompressedCopies {
  return worthKeeping(
    content,
    gzipSync(content, { level: GZIP_LEVEL }),
    brotliCompressSync(content, brotliOptions(content)),
  );
}

/** What makes the copies: part of a remote's version (../release/build-version.ts). */
export const compressorVersions = () => `zlib=${process.versions.zlib} brotli=${process.versions.brotli}`;

export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      const cache = compilation.getCache(PLUGIN);
      compilation.hooks.processAssets.tapPromise(
        // After rewriteTextAssets (./process-assets.ts), which runs at REPORT.
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        async () => {
          const assets = compilation
            .getAssets()
            .filter((asset) => precompressible(asset.name, asset.source.size()));
          await Promise.all(
            assets.map(async (asset) => {
              const item = cache.getItemCache(asset.name, cache.getLazyHashedEtag(asset.source));
              let copies = await item.getPromise<CompressedCopies>();
              if (!copies) {
                copies = await compressedCopies(asset.source.buffer());
                await item.storePromise(copies);
              }
              for (const [extension, bytes] of Object.entries(copies) as [string, Buffer][])
                compilation.emitAsset(`${asset.name}.${extension}`, new sources.RawSource(bytes), {
                  compressed: true,
                  immutable: asset.info.immutable,
                });
            }),
          );
        },
      );
    });
  }
}
