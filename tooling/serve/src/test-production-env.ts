/**
 * For tests: an environment with every setting a production page server requires (the
 * runtime configuration's: docs/configuration.md), to change one thing at a time.
 */
export const PRODUCTION_REMOTE_URLS = {
  REMOTE_LOGIN_URL: 'https://remotes.lender.example/remote-login/l1/mf-manifest.json',
  REMOTE_REGISTER_URL: 'https://remotes.lender.example/remote-register/r1/mf-manifest.json',
  REMOTE_WALLET_URL: 'https://remotes.lender.example/remote-wallet/w1/mf-manifest.json',
  REMOTE_ONBOARDING_URL: 'https://remotes.lender.example/remote-onboarding/o1/mf-manifest.json',
} as const;

export const PRODUCTION_ENV: Readonly<Record<string, string | undefined>> = {
  NODE_ENV: 'production',
  API_BASE: 'https://api.lender.example',
  RECAPTCHA_SITE_KEY: 'site-key',
  ...PRODUCTION_REMOTE_URLS,
};
