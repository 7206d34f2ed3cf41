import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@lender/build/webpack';

export default createAppConfig({
  appDir: dirname(fileURLToPath(import.meta.url)),
  name: 'remote_register',
  publicPath: 'auto',
  // The standalone page (the remote alone, at the shell's paths for its screens).
  entry: './src/index.ts',
  title: 'Create your login',
  exposes: {
    './RegisterScreen': './src/exposes/RegisterScreen.tsx',
    './PartnerRegisterScreen': './src/exposes/PartnerRegisterScreen.tsx',
    './HelocRegisterScreen': './src/exposes/HelocRegisterScreen.tsx',
  },
});
