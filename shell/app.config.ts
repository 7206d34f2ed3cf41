import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, type AppBuildOptions } from '@lender/build/webpack';

const appDir = dirname(fileURLToPath(import.meta.url));

/** Also read by the benchmark's one-bundle build (tooling/build/src/build.ts --one-bundle). */
export const shellBuild: AppBuildOptions = {
  appDir,
  name: 'shell',
  entry: './src/index.ts',
  title: 'Sign in',
  publicPath: '/',
  runtimePlugins: [`${appDir}/src/federation/runtime-plugin.ts`],
};

export default createAppConfig(shellBuild);
