import { mountStandalone } from '@lender/shared/standalone';

mountStandalone('remote_login', {
  LoginScreen: () => import('./exposes/LoginScreen.tsx'),
  SignerLoginScreen: () => import('./exposes/SignerLoginScreen.tsx'),
});
