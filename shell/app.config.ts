import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, createServerConfig, type AppBuildOptions } from '@lender/build/webpack';

const appDir = dirname(fileURLToPath(import.meta.url));

/**
 * The shell's production artefact is `dist/` whole: its pages in `dist/public/`, its server
 * bundled into `dist/server.mjs`, and a `package.json` with no dependencies (docs/deploy.md).
 * Also read by the benchmark's one-bundle build (tooling/build/src/build.ts --one-bundle).
 */
export const shellBuild: AppBuildOptions = {
  appDir,
  name: 'shell',
  entry: './src/index.ts',
  title: 'Sign in',
  publicPath: '/',
  outDir: 'dist/public',
  runtimePlugins: [`${appDir}/src/federation/runtime-plugin.ts`],
  serverChrome: { chrome: './src/layout/ServerChrome.tsx', pageInfo: './src/app/page-context.tsx' },
};

export default [
  ...createAppConfig(shellBuild),
  createServerConfig({
    appDir,
    name: 'shell',
    entry: './server/main.ts',
    outDir: 'dist',
    description:
      "The shell's production server and its pages: `npm start` here, nothing to install (docs/deploy.md in the lender sign-in repository).",
  }),
];
