import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@lender/tooling/webpack';

export default createAppConfig({
  appDir: dirname(fileURLToPath(import.meta.url)),
  name: 'remote_login',
  publicPath: 'auto',
  exposes: {
    './LoginScreen': './src/exposes/LoginScreen.tsx',
    './SignerLoginScreen': './src/exposes/SignerLoginScreen.tsx',
  },
});
