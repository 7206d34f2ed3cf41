/**
 * One webpack configuration for every deployable. A remote builds to its own
 * `dist/` with `remoteEntry.js` and `mf-manifest.json` and `publicPath: 'auto'`,
 * so the runtime loads its chunks from wherever its manifest was fetched. The
 * shell declares no remotes at build time: it learns their manifest URLs from the
 * runtime configuration its server injects, so one shell build can be pointed at
 * any build of a remote.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import { repoRoot } from './apps.ts';
import { sharedSingletons } from './federation.ts';

const require = createRequire(import.meta.url);
const requireFromShared = createRequire(join(repoRoot, 'shared', 'package.json'));

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
   * one page template `tooling/src/page.html` with `title` until the page sets its own.
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
}

export function createAppConfig(options: AppBuildOptions): Configuration {
  const { appDir, name, exposes = {}, entry, title, runtimePlugins = [], publicPath } = options;
  if (entry && !title) throw new Error(`${name}: a page entry needs a title`);
  return {
    mode: 'production',
    context: appDir,
    target: ['web', 'es2020'],
    entry: entry ? { main: entry } : {},
    devtool: false,
    output: {
      path: join(appDir, 'dist'),
      publicPath,
      uniqueName: name,
      // Entry files cannot carry a hash: the federation runtime module resolves the
      // entry's filename before hashes exist. The HTML adds a `?hash` query instead,
      // and the server revalidates unhashed files by ETag.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    cache: {
      type: 'filesystem',
      cacheDirectory: join(repoRoot, '.cache', 'webpack', name),
      buildDependencies: {
        config: [import.meta.filename, join(repoRoot, 'tooling', 'src', 'federation.ts')],
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
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons(appDir),
        // Loaded on demand: a remote that is down fails only where it is used.
        shareStrategy: 'loaded-first',
        runtimePlugins,
        manifest: true,
        // A remote never loads manifests or other remotes itself (nor does its
        // standalone page), so its runtimes can leave that part of the federation
        // runtime out; both run only in browsers.
        experiments: {
          optimization:
            Object.keys(exposes).length > 0
              ? { target: 'web', disableSnapshot: true, disableRemote: true }
              : { target: 'web' },
        },
        // Type archives would type-check inside every build and fetch remote archives;
        // the remotes' contracts are hand-written types in `shared` instead.
        dts: false,
      }),
      ...(entry
        ? [
            new HtmlWebpackPlugin({
              template: pageTemplate,
              title,
              scriptLoading: 'defer',
              hash: true,
              inject: 'head',
              // Only the page's own entry: a remote's `remoteEntry.js` is for hosts.
              chunks: ['main'],
              // The page is served at deep paths (`/account/heloc/register`), so its
              // script must be root-relative; with 'auto' the plugin would write
              // `main.js`, relative to the page. The script then resolves 'auto' for
              // its chunks from its own URL.
              publicPath: publicPath === 'auto' ? '/' : publicPath,
            }),
          ]
        : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

if (!reactRouterProduction.includes('/production/')) {
  throw new Error(`Could not locate React Router's production build (resolved ${reactRouterProduction})`);
}
