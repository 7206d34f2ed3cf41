/**
 * The page's entry script is `main.js` (an entry's name cannot carry a hash: see
 * ../webpack.ts), so the page asks for `main.js?<hash>` and a new build's page fetches the
 * new file past any cache. html-webpack-plugin's `hash: true` writes the compilation's hash,
 * which also depends on the folder the build ran in: two builds of the same commit in two
 * checkouts gave two pages, so servers built apart behind one load balancer did not answer
 * alike. Once every file is final (minified), this puts a hash of the script's own bytes in
 * its place; those bytes are the same in any checkout (./portable-module-ids.ts), and the page
 * server, which computes the same hash, lets a browser keep `main.js?<that hash>` for a year.
 */
import type { Compiler } from 'webpack';
import { contentHashOf } from '@lender/serve/cache-control';
import { rewriteTextAssets } from './process-assets.ts';

const PLUGIN = 'ContentQueryPlugin';

/**
 * `html` with each `<file>?<compilationHash>` of a script it names replaced by
 * `<file>?<hash of that file's bytes>`; `bytesOf` gives a file's bytes, or undefined.
 */
export function withContentQueries(
  html: string,
  compilationHash: string,
  bytesOf: (file: string) => Buffer | undefined,
): string {
  return html.replace(new RegExp(`([\\w./-]+\\.js)\\?${compilationHash}`, 'g'), (match, path: string) => {
    const bytes = bytesOf(path.replace(/^\/+/, ''));
    return bytes ? `${path}?${contentHashOf(bytes)}` : match;
  });
}

export class ContentQueryPlugin {
  apply(compiler: Compiler): void {
    // Once the minifiers are done: the bytes hashed are the bytes served.
    rewriteTextAssets(
      compiler,
      PLUGIN,
      (file) => file.endsWith('.html'),
      (html, compilation) =>
        compilation.hash
          ? withContentQueries(html, compilation.hash, (file) => compilation.getAsset(file)?.source.buffer())
          : html,
    );
  }
}
