import { mountStandalone } from '@lender/shared/standalone';

mountStandalone('remote_register', {
  RegisterScreen: () => import('./exposes/RegisterScreen.tsx'),
  PartnerRegisterScreen: () => import('./exposes/PartnerRegisterScreen.tsx'),
  HelocRegisterScreen: () => import('./exposes/HelocRegisterScreen.tsx'),
});
