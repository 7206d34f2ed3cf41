/**
 * Asks the lender's services who a session token belongs to, before anything is signed for it
 * (docs/embed.md, "The signed result"): the identity call (`GET /identity/secure/api/v1/identity`,
 * its `x-grp`/`x-addr` headers naming the account acting) with the token as a bearer, then, for
 * an account, its name in the wallet service's account list with the same token. Each call has
 * `SERVICE_TIMEOUT_MS`. The token goes to the services alone: never logged, never in an error.
 */
import { getIdentity } from '@lender/shared/endpoints/identity';
import { listAccounts } from '@lender/shared/endpoints/wallet';
import type { ConfirmedSignIn } from './result-signer.ts';

export const SERVICE_TIMEOUT_MS = 5000;

export type Confirmation =
  | { ok: true; confirmed: ConfirmedSignIn }
  /** `refused`: the services said the token is no session (401/403); `unavailable`: no usable answer. */
  | { ok: false; reason: 'refused' | 'unavailable' };

type Fetch = typeof fetch;

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * An endpoint's address under `API_BASE`, path and all (`https://gw.example/api` + `/identity/…`
 * is `https://gw.example/api/identity/…`), as the page's API client joins them.
 */
export const serviceUrl = (apiBase: string, path: string): URL =>
  new URL(path.replace(/^\/+/, ''), apiBase.endsWith('/') ? apiBase : `${apiBase}/`);

async function accountName(apiBase: string, token: string, address: string, fetchFn: Fetch) {
  try {
    const response = await fetchFn(serviceUrl(apiBase, listAccounts.path), {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
    });
    if (!response.ok) return undefined;
    const accounts = (await response.json()) as unknown;
    if (!Array.isArray(accounts)) return undefined;
    const account = accounts.find(
      (item: unknown): item is { name: string; address: string } =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { address?: unknown }).address === 'string' &&
        sameAddress((item as { address: string }).address, address),
    );
    return typeof account?.name === 'string' && account.name !== '' ? account.name : undefined;
  } catch {
    // The name is left out: the result says only what the services gave.
    return undefined;
  }
}

export async function confirmSignIn(
  apiBase: string,
  token: string,
  fetchFn: Fetch = fetch,
): Promise<Confirmation> {
  let response: Response;
  try {
    response = await fetchFn(serviceUrl(apiBase, getIdentity.path), {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
  if (response.status === 401 || response.status === 403) return { ok: false, reason: 'refused' };
  if (!response.ok) return { ok: false, reason: 'unavailable' };
  const body = (await response.json().catch(() => null)) as { uuid?: unknown } | null;
  if (typeof body?.uuid !== 'string' || body.uuid === '') return { ok: false, reason: 'unavailable' };
  const address = response.headers.get('x-grp') || response.headers.get('x-addr') || undefined;
  const name = address ? await accountName(apiBase, token, address, fetchFn) : undefined;
  return {
    ok: true,
    confirmed: { sub: body.uuid, ...(address && { address }), ...(name && { name }) },
  };
}
