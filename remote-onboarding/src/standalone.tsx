import { mountStandalone } from '@lender/shared/standalone';

mountStandalone('remote_onboarding', {
  PassportRedirectScreen: () => import('./exposes/PassportRedirectScreen.tsx'),
});
