/**
 * One webpack configuration for every deployable. A remote builds to its own
 * `dist/` with `remoteEntry.js` and `mf-manifest.json` and `publicPath: 'auto'`,
 * so the runtime loads its chunks from wherever its manifest was fetched; its
 * standalone page is a second, plain compilation into the same folder. The shell
 * declares no remotes at build time: it learns their manifest URLs from the
 * runtime configuration its server injects, so one shell build can be pointed at
 * any build of a remote.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import type { RemoteContainer } from '@lender/shared/contracts';
import { repoRoot } from '@lender/serve/workspace';
import { buildVersionOf } from './release/build-version.ts';
import { standalonePageFiles } from './release/publish.ts';
import { BuildVersionPlugin } from './plugins/build-version.ts';
import { ContentQueryPlugin } from './plugins/content-query.ts';
import { DeterministicConcatenationPlugin } from './plugins/deterministic-concatenation.ts';
import { PortableModuleIdsPlugin } from './plugins/portable-module-ids.ts';
import { PrecompressPlugin } from './plugins/precompress.ts';
import { PreloadStartChunksPlugin } from './plugins/preload-start-chunks.ts';
import { PrerenderPlugin } from './plugins/prerender.ts';
import { ServerPackagePlugin } from './plugins/server-package.ts';
import { bannersShared, sharedSingletons, startShared } from './federation.ts';

const require = createRequire(import.meta.url);
const requireFromShared = createRequire(join(repoRoot, 'shared', 'package.json'));
// Webpack's HTML minifier (what its default minimizer runs on HTML assets): a path inside webpack,
// not in its typings; an upgrade that moves it fails the build here, loudly (webpack is pinned).
const htmlMinify = require('webpack/lib/html/htmlMinify') as typeof MinimizerPlugin.swcMinifyHtml;

/**
 * React Router publishes its production build without an export condition for it
 * (its own tooling aliases it); without this alias webpack bundles the development
 * build, about 30 KB gzipped larger.
 */
const reactRouterProduction = requireFromShared
  .resolve('react-router')
  .replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');

/** The one HTML page every app's entry renders into (no per-app copies). */
const pageTemplate = fileURLToPath(new URL('./page.html', import.meta.url));

export interface AppBuildOptions {
  /** Absolute path of the app's package folder. */
  appDir: string;
  /** Federation container name. */
  name: string;
  /** Exposed modules, `./Name` to a path relative to the app folder. */
  exposes?: Record<string, string>;
  /**
   * An HTML page entry (the shell, or a remote's standalone page), rendered from the
   * one page template `tooling/build/src/page.html` with `title` until the page sets its own.
   */
  entry?: string;
  /** The page's title before its script runs (required with `entry`). */
  title?: string;
  /** Runtime plugins (files) added to the federation runtime. */
  runtimePlugins?: string[];
  /**
   * Public path for the app's assets: '/' for the shell; 'auto' for remotes, whose
   * chunks load from wherever their manifest (or standalone page script) came from.
   */
  publicPath: string;
  /** Where the browser files go, from the app folder (default `dist`; the shell's: `dist/public`, beside its server). */
  outDir?: string;
  /**
   * The shell's chrome around a server-made first screen, prerendered into `server-chrome.json`
   * (./plugins/prerender.ts): the modules of its `ServerChrome` and `PageInfoProvider`.
   */
  serverChrome?: { chrome: string; pageInfo: string };
}

/**
 * A remote's standalone page is a compilation of its own, next to the container's
 * in the same `dist/`: its files are `index.html`, `main.js` and `page.*` chunks,
 * and each compilation's clean step leaves the other's files alone. Only the
 * container is deployed (./release/publish.ts).
 */
const pageFiles = standalonePageFiles;

/**
 * `LENDER_SOURCE_MAPS=1` (the benchmark's build): the same bundles plus source maps
 * that no bundle points at, read by the benchmark to split each page's JavaScript by
 * package (tooling/build/src/package-split.ts). A cache of their own: the maps change
 * what webpack stores.
 */
const sourceMaps = process.env.LENDER_SOURCE_MAPS === '1';

/**
 * `LENDER_WEBPACK_CACHE=<name>[,<name>…]`: only the compilations named keep webpack's filesystem
 * cache; the others build without one. `npm test` on a machine that has no cache yet (a fresh
 * clone, as CI's) names the one its reproducibility check builds again (remote-login's
 * container, e2e/support/prepare-deploy-fixture.ts): writing the others' cache, which no later
 * step of that run reads, cost its build lane about 500 MB and 20 s (issue 40). Unset, every
 * compilation keeps its cache (a warm rebuild takes seconds).
 */
export const persistedCaches = process.env.LENDER_WEBPACK_CACHE?.split(',').filter(Boolean) ?? null;

/**
 * `LENDER_DEVELOPMENT_BUILD=1` (`npm run dev`, ./dev.ts): a development build, with what only a
 * developer wants (the query devtools, shared/src/query/devtools.ts). The bundles read it as
 * the constant `process.env.LENDER_DEVELOPMENT_BUILD`, so in any other build (`npm start`,
 * `npm test`, a release) the branches behind it and their imports are dropped. A cache of its
 * own, like the maps': the constant changes what webpack stores.
 */
const developmentBuild = () => process.env.LENDER_DEVELOPMENT_BUILD === '1';

function baseConfig(appDir: string, cacheName: string): Configuration {
  const cacheDir = `${cacheName}${sourceMaps ? '-maps' : ''}${developmentBuild() ? '-development' : ''}`;
  return {
    mode: 'production',
    context: appDir,
    target: ['web', 'es2020'],
    devtool: sourceMaps ? 'hidden-source-map' : false,
    cache:
      persistedCaches && !persistedCaches.includes(cacheName)
        ? false
        : {
            type: 'filesystem',
            cacheDirectory: join(repoRoot, '.cache', 'webpack', cacheDir),
            buildDependencies: {
              // The plugins and loaders too: modules loaded through tsx are not followed from the config.
              config: [
                import.meta.filename,
                join(repoRoot, 'tooling', 'build', 'src', 'federation.ts'),
                join(repoRoot, 'tooling', 'build', 'src', 'plugins') + '/',
                join(repoRoot, 'tooling', 'build', 'src', 'loaders') + '/',
                join(repoRoot, 'tooling', 'build', 'src', 'prerender') + '/',
                join(repoRoot, 'tooling', 'serve', 'src', 'fragments.ts'),
                join(repoRoot, 'tooling', 'build', 'src', 'release', 'build-version.ts'),
              ],
            },
          },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: { 'react-router$': reactRouterProduction },
    },
    module: {
      rules: [
        {
          test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
          use: { loader: require.resolve('./loaders/pure-calls.cjs'), options: { calls: ['defineConfig'] } },
        },
        {
          test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/,
          use: { loader: require.resolve('./loaders/pure-calls.cjs'), options: { topLevelConsts: true } },
        },
        {
          test: /\.(ts|tsx)$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2020',
              },
            },
          },
        },
      ],
    },
    optimization: {
      // Assigned by PortableModuleIdsPlugin instead (deterministic, and the same in any checkout).
      moduleIds: false,
      // Webpack's own minimizer with swc's JavaScript minifier in place of terser: the same
      // size (the pages' gzipped scripts came out 0.2% smaller) at less than half the CPU
      // time (a cold build of every app: 60 s of CPU instead of 138 s), which every
      // `npm test` pays. The HTML pages are minified by webpack's HTML minifier, as its
      // default minimizer does.
      minimizer: [
        new MinimizerPlugin({
          test: /\.(?:[cm]?js|html)(\?.*)?$/i,
          minify: [MinimizerPlugin.swcMinify, htmlMinify],
          minimizerOptions: [{ compress: true, mangle: true }, { environment: { vendorPrefixes: true } }],
        }),
      ],
    },
    // A warm cache gives the same files as a cold one (./plugins/deterministic-concatenation.ts),
    // and another checkout the same module ids (./plugins/portable-module-ids.ts).
    plugins: [
      new DeterministicConcatenationPlugin(),
      new PortableModuleIdsPlugin(repoRoot),
      new webpack.DefinePlugin({
        'process.env.LENDER_DEVELOPMENT_BUILD': JSON.stringify(developmentBuild() ? '1' : ''),
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    // The federation plugin warns of every singleton under a prefix with a request filter; the
    // one filter leaves out `@lender/shared/storage-fallback` on purpose (./federation.ts, notShared).
    ignoreWarnings: [
      { message: /"singleton: true" is used together with "exclude\.request: \/\^storage-fallback\$\/"/ },
    ],
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * The page's HTML: only the page's own entry (a remote's `remoteEntry.js` is for
 * hosts). The page is served at deep paths (`/account/heloc/register`), so its
 * script must be root-relative; with 'auto' the plugin would write `main.js`,
 * relative to the page. The script then resolves 'auto' for its chunks from its
 * own URL.
 */
const pageHtml = (
  publicPath: string,
  title: string,
  preloadShared: readonly string[] = [],
  bannersPreloads: readonly string[] = [],
) => [
  new HtmlWebpackPlugin({
    template: pageTemplate,
    title,
    scriptLoading: 'defer',
    // `main.js?<hash>`, the hash then made that of its bytes (./plugins/content-query.ts).
    hash: true,
    inject: 'head',
    chunks: ['main'],
    publicPath: publicPath === 'auto' ? '/' : publicPath,
  }),
  new ContentQueryPlugin(),
  new PreloadStartChunksPlugin(preloadShared, bannersPreloads),
];

/**
 * The app's compilations: the shell's (its page and federation host), or a
 * remote's container (`remoteEntry.js`, `mf-manifest.json`, the exposed screens)
 * and, when it has one, its standalone page.
 */
export function createAppConfig(options: AppBuildOptions): Configuration[] {
  const {
    appDir,
    name,
    exposes = {},
    entry,
    title = '',
    runtimePlugins = [],
    publicPath,
    outDir = 'dist',
    serverChrome,
  } = options;
  if (entry && !title) throw new Error(`${name}: a page entry needs a title`);
  const isRemote = Object.keys(exposes).length > 0;
  const base = baseConfig(appDir, name);
  const version = buildVersionOf(appDir);
  const federated: Configuration = {
    ...base,
    entry: !isRemote && entry ? { main: entry } : {},
    output: {
      path: join(appDir, outDir),
      publicPath,
      uniqueName: name,
      // Entry files cannot carry a hash: the federation runtime module resolves the
      // entry's filename before hashes exist. The HTML adds a `?<hash of its bytes>` query instead
      // and the server revalidates unhashed files by ETag.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: isRemote ? { keep: pageFiles } : true,
    },
    plugins: [
      ...base.plugins!,
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons(
          appDir,
          isRemote ? { contractFromTheShell: true } : { provideEveryEntry: true },
        ),
        // Loaded on demand: a remote that is down fails only where it is used.
        shareStrategy: 'loaded-first',
        runtimePlugins,
        manifest: true,
        experiments: isRemote
          ? {
              // A remote's container runs only inside the shell, which hands it its
              // own runtime core (shell/src/federation/runtime-core-provider.ts):
              // the container carries no copy of `@module-federation/runtime-core`.
              externalRuntime: true,
              // Nor does it load manifests or other remotes.
              optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
            }
          : { optimization: { target: 'web' } },
        // Type archives would type-check inside every build and fetch remote archives;
        // the remotes' contracts are hand-written types in `shared` instead.
        dts: false,
      }),
      new BuildVersionPlugin(version),
      // A remote's server-made first screens, beside its manifest (./plugins/prerender.ts).
      ...(isRemote
        ? [
            new PrerenderPlugin({
              appDir,
              version,
              program: { kind: 'screens', container: name as RemoteContainer, exposes },
            }),
          ]
        : []),
      // What the servers send (./plugins/precompress.ts); the standalone page, a testing aid, is compressed on the fly.
      new PrecompressPlugin(),
      ...(!isRemote && entry ? pageHtml(publicPath, title, startShared, bannersShared) : []),
      // The shell's chrome around a server-made screen (./plugins/prerender.ts).
      ...(serverChrome
        ? [new PrerenderPlugin({ appDir, version, program: { kind: 'chrome', ...serverChrome } })]
        : []),
    ],
  };
  if (!isRemote || !entry) return [federated];
  // The standalone page has no host to take a runtime from and loads its screens
  // from its own build, so it is a plain build: no federation runtime at all.
  const pageBase = baseConfig(appDir, `${name}-page`);
  const page: Configuration = {
    ...pageBase,
    name: `${name}-page`,
    entry: { main: entry },
    output: {
      path: join(appDir, outDir),
      publicPath,
      uniqueName: `${name}_page`,
      filename: '[name].js',
      chunkFilename: 'page.[name].[contenthash:8].js',
      clean: { keep: (file: string) => !pageFiles.test(file) },
    },
    plugins: [...pageBase.plugins!, ...pageHtml(publicPath, title)],
  };
  return [federated, page];
}

export interface ServerBuildOptions {
  /** Absolute path of the app's package folder. */
  appDir: string;
  name: string;
  /** The server's entry, from the app folder. */
  entry: string;
  /** The folder the server is built into, from the app folder; its `public/` (the pages) is kept. */
  outDir: string;
  /** What the folder's `package.json` says it is. */
  description: string;
}

/**
 * A production server bundled for Node (the shell's: docs/deploy.md): one ES module,
 * `server.mjs`, holding everything it imports (`@lender/serve`, `shared`'s contracts and
 * valibot) but Node's own modules, beside a `package.json` with no dependencies. Minified
 * without renaming, with a source map its start script turns on (`--enable-source-maps`).
 * `import.meta.url` is left to run time, so the server finds the pages beside it.
 */
export function createServerConfig(options: ServerBuildOptions): Configuration {
  const { appDir, name, entry, outDir, description } = options;
  const base = baseConfig(appDir, `${name}-server`);
  return {
    ...base,
    name: `${name}-server`,
    target: 'node20',
    // Beside the bundle, outside the folder the server serves.
    devtool: 'source-map',
    entry: { server: entry },
    experiments: { outputModule: true },
    module: { ...base.module, parser: { javascript: { importMeta: false } } },
    output: {
      path: join(appDir, outDir),
      filename: '[name].mjs',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      clean: { keep: /^public[\\/]/ },
    },
    optimization: {
      ...base.optimization,
      splitChunks: false,
      // Dead code dropped (most of valibot) and names kept; `server.mjs.map` maps its stack traces
      // back to the sources (`node --enable-source-maps`).
      minimizer: [
        new MinimizerPlugin({
          test: /\.mjs$/,
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: true, mangle: false },
        }),
      ],
    },
    plugins: [
      ...base.plugins!,
      new ServerPackagePlugin({
        name: `@lender/${name}-server`,
        version: readPackageVersion(appDir),
        description,
        main: 'server.mjs',
      }),
    ],
  };
}

const readPackageVersion = (appDir: string): string =>
  (JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * The benchmark's one-bundle build (`npm run bench`): the shell's page from the same
 * source with the remotes' exposed screens imported directly, as lazy chunks of its
 * own, and no federation (./one-bundle/federation-runtime.ts stands in for the
 * runtime the shell's loader calls). It answers how much federation costs; it is
 * never deployed.
 */
export function createOneBundleConfig(shell: AppBuildOptions, outDir: string): Configuration {
  if (!shell.entry || !shell.title)
    throw new Error(`${shell.name}: the one-bundle build needs its page entry`);
  const base = baseConfig(shell.appDir, `${shell.name}-one-bundle`);
  return {
    ...base,
    name: `${shell.name}-one-bundle`,
    entry: { main: shell.entry },
    resolve: {
      ...base.resolve,
      alias: {
        ...(base.resolve?.alias as Record<string, string>),
        '@module-federation/enhanced/runtime$': fileURLToPath(
          new URL('./one-bundle/federation-runtime.ts', import.meta.url),
        ),
      },
    },
    output: {
      path: outDir,
      publicPath: shell.publicPath,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    plugins: [
      ...base.plugins!,
      new PrecompressPlugin(),
      ...pageHtml(shell.publicPath, shell.title),
      // The same chrome as the federated shell's: its server inserts the remotes' same fragments,
      // so the benchmark's ratio compares the same server-made paint (docs/performance.md).
      ...(shell.serverChrome
        ? [
            new PrerenderPlugin({
              appDir: shell.appDir,
              version: buildVersionOf(shell.appDir),
              program: { kind: 'chrome', ...shell.serverChrome },
            }),
          ]
        : []),
    ],
  };
}

if (!reactRouterProduction.includes('/production/')) {
  throw new Error(`Could not locate React Router's production build (resolved ${reactRouterProduction})`);
}
