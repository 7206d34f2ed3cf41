import { mountStandalone } from '@lender/shared/standalone';

mountStandalone('remote_wallet', {
  CreateWalletScreen: () => import('./exposes/CreateWalletScreen.tsx'),
  NameAccountScreen: () => import('./exposes/NameAccountScreen.tsx'),
  SelectAccountScreen: () => import('./exposes/SelectAccountScreen.tsx'),
});
