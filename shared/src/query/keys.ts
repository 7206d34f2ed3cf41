import { decodeJwt } from 'jose';

/**
 * Who a read is for. The services answer by the bearer token, so an entry is the answer to one
 * person acting as one account: the token's subject and the account it acts as (`addr`, and
 * `grp` for an organization's). Read from the token without verifying it (the server verifies);
 * a token that cannot be decoded (an opaque one) names nobody, and is kept apart by the other
 * half of the rule: every asked entry is dropped when the token changes (./session-scope.ts).
 */
export interface Asker {
  sub: string | null;
  addr: string | null;
  grp: string | null;
}

const claim = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The asker a session token names; `null` without a token (nobody signed in asks nothing). */
export function askerOf(token: string | null): Asker | null {
  if (!token) return null;
  try {
    const claims = decodeJwt(token);
    return { sub: claim(claims.sub), addr: claim(claims.addr), grp: claim(claims.grp) };
  } catch {
    return { sub: null, addr: null, grp: null };
  }
}

/** The first element of every key: what the session owns, and what anyone may read. */
export const ASKED = 'asked';
export const PUBLIC = 'public';

const acting = (asker: Asker) => [ASKED, asker, 'acting'] as const;

/**
 * The page's query keys, one factory per read (docs/architecture.md, "Server state"). An asked
 * key is `['asked', asker, …]`, so one filter (`{ queryKey: ['asked'] }`) finds every entry a
 * session owns; a public one is `['public', …]` and outlives sessions.
 */
export const queryKeys = {
  /** The accounts the identity can act as (the wallet service's list). */
  accounts: (asker: Asker) => [ASKED, asker, 'accounts'] as const,
  /**
   * What answers for the account acting, beneath every read that depends on it: the service
   * records a selection (`account/select`) without a new token, so a selection forgets this
   * prefix (`forgetAsked(queryKeys.acting)`) while the accounts list stays.
   */
  acting,
  /** The signed-in identity, in the form the audience's services return it. */
  identity: (asker: Asker, audience: string) => [...acting(asker), 'identity', audience] as const,
  /** The acting account's passport, or its creator's (`creator`) for an organization's account. */
  passport: (asker: Asker, creator: boolean) =>
    [...acting(asker), 'passport', creator ? 'creator' : 'own', 'passport'] as const,
  /** The same passport's statuses (a call of its own). */
  passportStatuses: (asker: Asker, creator: boolean) =>
    [...acting(asker), 'passport', creator ? 'creator' : 'own', 'statuses'] as const,
  /** The announcement banners of a variant of the public bucket. */
  banners: (variant: string) => [PUBLIC, 'banners', variant] as const,
};
