/**
 * The wallet service calls the naming page makes: creating the account, then selecting it
 * when the person goes on to onboarding. Each answers with a result rather than
 * rejecting, so a submit never leaves a promise uncaught (the endpoint group loads with
 * the first call, and that load can fail too).
 */
import { apiClient } from '@lender/shared';
import { forgetAccounts, select } from './account-calls.ts';

export type CreateAnswer = { ok: true; address: string } | { ok: false; error: unknown };

/** Creates the account under this name, never as the default wallet. */
export async function createWalletAccount(walletName: string): Promise<CreateAnswer> {
  try {
    const { createWallet } = await import('@lender/shared/endpoints/wallet');
    const { address } = await createWallet.call(apiClient, { body: { walletName, defaultWallet: false } });
    // The list has a new account: the modal and the organization page read it again.
    await forgetAccounts().catch(() => undefined);
    return { ok: true, address };
  } catch (error) {
    return { ok: false, error };
  }
}

/** Selects the new account; false when it could not be (a refusal, a failed load). */
export function selectNewAccount(address: string): Promise<boolean> {
  return select(address).then(
    (answer) => answer.ok,
    () => false,
  );
}
