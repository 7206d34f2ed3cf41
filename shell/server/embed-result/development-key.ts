/**
 * The embed's development signing key: committed on purpose, so that every development and test
 * server signs alike (two servers configured alike answer alike). It signs nothing a real partner
 * trusts: production refuses to start without `EMBED_SIGNING_KEY` (./embed-keys.ts), and its
 * `kid` says what it is, so a partner that sees it in a result knows the result is a test's.
 */
export const DEVELOPMENT_EMBED_SIGNING_KEY = {
  kty: 'EC',
  crv: 'P-256',
  x: 'UKWQj8V7oeGVlbryqvh8VHk35msrd0f5bF8TMYsmyf4',
  y: 'kZ1cOvqWeVbmXdl7NHDif5aij25CSur1hjgLmHbdrXQ',
  d: 'PLqVj5xKX9mptbn8tqXuwzlxliIai9lNNuU0bZxw3Sw',
  kid: 'development-only-not-secret',
  alg: 'ES256',
  use: 'sig',
} as const;
