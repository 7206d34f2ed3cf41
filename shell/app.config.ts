import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@lender/tooling/webpack';

const appDir = dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  appDir,
  name: 'shell',
  entry: './src/index.ts',
  title: 'Sign in',
  publicPath: '/',
  runtimePlugins: [`${appDir}/src/federation/runtime-plugin.ts`],
});
