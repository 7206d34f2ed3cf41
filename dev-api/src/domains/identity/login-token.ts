/**
 * The session token a login ends with (password, second factor, passcode, access code,
 * the broker's page), which starts the login every later token of it belongs to. It names the identity's default wallet (`addr`, and `grp` when
 * that wallet acts for an organization's account) when the seed marks one, as a real
 * lender's identity service does for an account holder with a default wallet: the
 * wallet modal then starts on Connect for it (token mode, docs/spec-decisions.md). The
 * default wallet is named only when the acting rule lets the identity act as it
 * (state/acting-rule.ts): verified, its own, of a supported type.
 */
import type { LoginMethod } from '../../security/logins.ts';
import { mayActAs } from '../../state/acting-rule.ts';
import type { VerifiedClaims } from '../../security/session-claims.ts';
import type { DevState, IdentityRecord } from '../../state/dev-state.ts';

/** A new login of `identity` (security/logins.ts), and its first token. */
export function issueLoginToken(
  state: DevState,
  identity: IdentityRecord,
  method: LoginMethod,
): Promise<string> {
  return state.tokens.issue({
    sub: identity.uuid,
    email: identity.email,
    ...defaultWalletClaims(state, identity.uuid),
    sid: state.logins.start(identity.uuid, method),
  });
}

/** The identity's default wallet as token claims, when it may act as it; none otherwise. */
function defaultWalletClaims(state: DevState, identityUuid: string): { addr?: string; grp?: string } {
  const { addr, grp } = state.wallets.defaultWalletOf(identityUuid);
  if (!addr) return {};
  const decision = mayActAs(state.wallets, identityUuid, addr, grp);
  return decision.ok ? { addr: decision.addr, ...(decision.grp ? { grp: decision.grp } : {}) } : {};
}

/**
 * A token made with a session (acting as a wallet, after attaching one): it belongs to
 * the same login, so it ends with that login's logout.
 */
export function issueTokenOfLogin(
  state: DevState,
  session: Pick<VerifiedClaims, 'sub' | 'email' | 'sid'>,
  wallet: { addr: string; grp?: string },
): Promise<string> {
  return state.tokens.issue({
    sub: session.sub,
    email: session.email,
    addr: wallet.addr,
    ...(wallet.grp ? { grp: wallet.grp } : {}),
    sid: session.sid,
  });
}
