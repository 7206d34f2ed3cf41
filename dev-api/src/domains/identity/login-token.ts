/**
 * The session token a login ends with (password, second factor, passcode, access code,
 * the broker's page). It names the identity's default wallet (`addr`, and `grp` when
 * that wallet acts for an organization's account) when the seed marks one, as a real
 * lender's identity service does for an account holder with a default wallet: the
 * wallet modal then starts on Connect for it (token mode, docs/spec-decisions.md).
 */
import type { DevState, IdentityRecord } from '../../state/dev-state.ts';

export function issueLoginToken(state: DevState, identity: IdentityRecord): Promise<string> {
  return state.tokens.issue({
    sub: identity.uuid,
    email: identity.email,
    ...state.wallets.defaultWalletOf(identity.uuid),
  });
}
