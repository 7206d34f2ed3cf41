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
  // The shell's embed signing key (a key made for these tests: it signs nothing anyone trusts).
  EMBED_SIGNING_KEY:
    '{"kty":"EC","x":"1tnsJd4KdYo5A4fKEYSDxxuwR6c-BEYVKezyms-tyPQ","y":"6cMnQUJ975l6Wo1-O9HFeeP3hy8xoaOj2mw4jiGqozU","crv":"P-256","d":"NXLOzm3nGWr6311exBWlSQYkSjWVdCDi67bPbAOZxF0","kid":"test-production"}',
};
