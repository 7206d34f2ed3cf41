import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@lender/build/webpack';

export default createAppConfig({
  appDir: dirname(fileURLToPath(import.meta.url)),
  name: 'remote_wallet',
  publicPath: 'auto',
  // The standalone page (the remote alone, at the shell's paths for its screens).
  entry: './src/index.ts',
  title: 'Wallet',
  exposes: {
    './CreateWalletScreen': './src/exposes/CreateWalletScreen.tsx',
    './NameAccountScreen': './src/exposes/NameAccountScreen.tsx',
    './SelectAccountScreen': './src/exposes/SelectAccountScreen.tsx',
    './WalletModal': './src/exposes/WalletModal.tsx',
  },
});
