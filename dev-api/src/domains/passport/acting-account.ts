/**
 * Which account a gateway call is about. The token's wallet claims (`addr`, the
 * individual wallet, and `grp`, the account it signs for) decide, else the account
 * the identity selected, else its first (state/acting-rule.ts, `actingWallet`).
 */
import type { Session } from '../../http/session.ts';
import type { DevState } from '../../state/dev-state.ts';
import { actingWallet } from '../../state/acting-rule.ts';

/** The account the call acts as: the group account when the wallet signs for one, else the wallet's own. */
export function actingAccountOf(state: DevState, { identity, claims }: Session): string | undefined {
  const acting = actingWallet(state.wallets, identity.uuid, claims);
  return acting.grp ?? acting.addr ?? undefined;
}

/** The individual wallet behind the acting account (the account's "creator"). */
export function actingIndividualWalletOf(state: DevState, { identity, claims }: Session): string | undefined {
  return actingWallet(state.wallets, identity.uuid, claims).addr ?? undefined;
}
