import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@lender/build/webpack';

export default createAppConfig({
  appDir: dirname(fileURLToPath(import.meta.url)),
  name: 'remote_login',
  publicPath: 'auto',
  // The standalone page (the remote alone, at the shell's paths for its screens).
  entry: './src/index.ts',
  title: 'Log in',
  exposes: {
    './LoginScreen': './src/exposes/LoginScreen.tsx',
    './SignerLoginScreen': './src/exposes/SignerLoginScreen.tsx',
  },
});
