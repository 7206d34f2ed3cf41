/**
 * Every path the product links to or redirects to, absolute from the site root.
 * The specification's bare `/login`, `/register`, `/logout` and `/wallet/...` live
 * under the base path `/auth`; `/dashboard`, the legal pages and `/account/heloc/...`
 * sit at the root. No remote hard-codes a URL: they all come from here.
 */
export const AUTH_BASE = '/auth';

export const paths = {
  dashboard: '/dashboard',
  login: `${AUTH_BASE}/login`,
  loginRegister: `${AUTH_BASE}/login/register`,
  register: `${AUTH_BASE}/register`,
  logout: `${AUTH_BASE}/logout`,
  partnerRegister: `${AUTH_BASE}/credit-karma/register`,
  wallet: `${AUTH_BASE}/wallet`,
  createWallet: `${AUTH_BASE}/wallet/create-wallet`,
  createAccount: `${AUTH_BASE}/wallet/create-account`,
  organizationSelectAccount: `${AUTH_BASE}/wallet/organization/select-account`,
  passportOnboarding: `${AUTH_BASE}/wallet/onboarding`,
  helocSignerLogin: '/account/heloc/heloc-signer/login',
  helocRegister: '/account/heloc/register',
  terms: '/terms/',
  privacy: '/privacy/',
  communications: '/communications/',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The default destination after login (spec section 9). */
export const DEFAULT_REDIRECT = paths.dashboard;

/** Appends a query string (with or without its leading `?`) to a path. */
export function withQuery(path: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query ? `${path}?${query}` : path;
}

/**
 * The query parameter that opens the wallet modal on a section when a page loads
 * (`?walletModal=Select`): the way back to the modal from a page the product does not
 * own (the Provenance wallet conversion).
 */
export const WALLET_MODAL_PARAM = 'walletModal';
