/**
 * Adds `<link rel="preload" as="script">` to the page for what its start needs beyond
 * the entry: the chunk of the async boundary (`import('./bootstrap')` in
 * `src/index.ts`) and, in a federation host, the chunks of the singletons it provides
 * that the start renders with (`startShared`: React, React DOM, zustand,
 * `@lender/shared`'s main entry). Without it the browser learns of them only after the
 * entry has downloaded and run, a round trip later; with it they download alongside
 * the entry. `@lender/shared`'s feature entries are left out: they load when a screen
 * imports them, and a preload of something unused is a download wasted. Webpack's
 * script tags for chunks carry no `crossorigin`, and neither do the preloads, so the
 * two requests match.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler } from 'webpack';

const providedShareKey = /^webpack\/sharing\/provide\/[^/]+\/(.+)$/;

/** The script files the entry `name` loads first: its async boundary and the named provided singletons. */
export function startChunkFiles(
  compilation: Compilation,
  name: string,
  startShared: readonly string[],
): string[] {
  const entry = compilation.entrypoints.get(name);
  if (!entry) return [];
  const { chunkGraph } = compilation;
  const boundary = entry.getChildren().filter((group) => group.origins.some((o) => o.module && o.request));
  const provided = entry.chunks
    .flatMap((chunk) => [...chunkGraph.getChunkModulesIterable(chunk)])
    .filter((module) => {
      const key = providedShareKey.exec(
        module.libIdent({ context: compilation.compiler.context }) ?? '',
      )?.[1];
      return key !== undefined && startShared.includes(key);
    })
    .flatMap((module) => module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)));
  const files = [...boundary, ...provided]
    .flatMap((group) => group?.chunks ?? [])
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => file.endsWith('.js'));
  return [...new Set(files)];
}

/** The attribute of a preload only the banners' load uses (`bannersShared` in ../federation.ts). */
export const BANNERS_PRELOAD_ATTRIBUTE = 'data-banners';

export class PreloadStartChunksPlugin {
  constructor(
    private readonly startShared: readonly string[] = [],
    private readonly bannersShared: readonly string[] = [],
    private readonly entry = 'main',
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadStartChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartChunksPlugin', (data) => {
        const others = this.startShared.filter((key) => !this.bannersShared.includes(key));
        const needed = new Set(startChunkFiles(compilation, this.entry, others));
        const preloads = startChunkFiles(compilation, this.entry, this.startShared).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${data.publicPath}${file}`,
            ...(!needed.has(file) && { [BANNERS_PRELOAD_ATTRIBUTE]: true }),
          }),
        );
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}
