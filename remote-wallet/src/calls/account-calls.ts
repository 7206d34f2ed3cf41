/**
 * The wallet service calls the modal and the organization page make: the account
 * list and the account selection. The endpoint group loads with the first call.
 */
import { apiClient } from '@lender/shared';
import type { Account } from '@lender/shared/endpoints/wallet';

export async function listAccounts(): Promise<Account[]> {
  const { listAccounts: endpoint } = await import('@lender/shared/endpoints/wallet');
  return endpoint.call(apiClient, {});
}

/** The selection's answer: done, or refused with the API's status (0: no answer). */
export type SelectAnswer = { ok: true } | { ok: false; status: number };

export async function select(walletAddress: string): Promise<SelectAnswer> {
  const { selectAccount } = await import('@lender/shared/endpoints/wallet');
  try {
    await selectAccount.call(apiClient, { body: { walletAddress } });
    return { ok: true };
  } catch (error) {
    return { ok: false, status: (error as { status?: number }).status ?? 0 };
  }
}
