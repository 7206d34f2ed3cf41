import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@lender/tooling/webpack';

export default createAppConfig({
  appDir: dirname(fileURLToPath(import.meta.url)),
  name: 'remote_onboarding',
  publicPath: 'auto',
  exposes: {
    './PassportRedirectScreen': './src/exposes/PassportRedirectScreen.tsx',
  },
});
