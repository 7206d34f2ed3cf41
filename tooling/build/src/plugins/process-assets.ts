/**
 * The one shape of our small asset plugins: at a stage of webpack's `processAssets`, add a
 * file or rewrite some. Rewrites run at the last stage (REPORT), after the minifiers and the
 * federation plugin's manifests, so they see the bytes that are served.
 */
import type { Compilation, Compiler } from 'webpack';

type Stage = 'PROCESS_ASSETS_STAGE_ADDITIONAL' | 'PROCESS_ASSETS_STAGE_REPORT';

/** Runs `run` at `stage` of every compilation of `compiler`. */
export function atAssetStage(
  compiler: Compiler,
  name: string,
  stage: Stage,
  run: (compilation: Compilation) => void,
): void {
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap({ name, stage: compiler.webpack.Compilation[stage] }, () =>
      run(compilation),
    );
  });
}

/** Rewrites the text of each finished asset `select` picks; an asset left as it was is not touched. */
export function rewriteTextAssets(
  compiler: Compiler,
  name: string,
  select: (file: string) => boolean,
  rewrite: (text: string, compilation: Compilation) => string,
): void {
  const { RawSource } = compiler.webpack.sources;
  atAssetStage(compiler, name, 'PROCESS_ASSETS_STAGE_REPORT', (compilation) => {
    for (const asset of compilation.getAssets().filter((a) => select(a.name))) {
      const text = asset.source.source().toString();
      const rewritten = rewrite(text, compilation);
      if (rewritten !== text) compilation.updateAsset(asset.name, new RawSource(rewritten));
    }
  });
}
