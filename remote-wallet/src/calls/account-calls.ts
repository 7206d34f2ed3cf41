/**
 * The wallet service calls the modal and the organization page make: the account
 * list and the account selection. The list is server state (docs/architecture.md, "Server
 * state"): read through the page's query client, so the modal opened again, and the
 * organization page after it, show the accounts at once without asking again; a write that
 * changes the list forgets it (`forgetAccounts`). The endpoint group and the query entry load
 * with the first call.
 */
import { apiClient } from '@lender/shared';
import type { Account } from '@lender/shared/endpoints/wallet';

const queries = () => import('@lender/shared/query');

/** The accounts the signed-in identity can act as: the cached list, else one load. */
export async function readAccounts(): Promise<Account[]> {
  const [wallet, { queryKeys, readAsked }] = await Promise.all([
    import('@lender/shared/endpoints/wallet'),
    queries(),
  ]);
  return readAsked(queryKeys.accounts, (signal) => wallet.listAccounts.call(apiClient, {}, signal));
}

/** The list changed (an account created, attached or converted): the next read loads it. */
export async function forgetAccounts(): Promise<void> {
  const { forgetAsked, queryKeys } = await queries();
  forgetAsked(queryKeys.accounts);
}

/** The selection's answer: done, or refused with the API's status (0: no answer). */
export type SelectAnswer = { ok: true } | { ok: false; status: number };

/**
 * Records the account the identity acts as. The service keeps the selection without a new
 * token, so what answers for the account acting (the identity's `x-addr`/`x-grp`, the passport)
 * is forgotten here: the next read asks again (the accounts list stays).
 */
export async function select(walletAddress: string): Promise<SelectAnswer> {
  const [{ selectAccount }, { forgetAsked, queryKeys }] = await Promise.all([
    import('@lender/shared/endpoints/wallet'),
    queries(),
  ]);
  try {
    await selectAccount.call(apiClient, { body: { walletAddress } });
    forgetAsked(queryKeys.acting);
    return { ok: true };
  } catch (error) {
    return { ok: false, status: (error as { status?: number }).status ?? 0 };
  }
}
