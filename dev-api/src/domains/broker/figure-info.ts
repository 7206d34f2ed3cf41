/**
 * GET /identity-broker/{audience}/secure/api/v3/self/figureinfo: the signed-in
 * identity in its broker form (spec section 3). Agents use the agent audience and
 * customers the customer one; the other audience refuses them with 403. The wallet
 * is the one the token names (`addr`, `grp`), else the identity's first account.
 */
import type { EndpointInput } from '@lender/shared/endpoint';
import type { Audience, BrokerIdentity, brokerFigureInfo } from '@lender/shared/endpoints/broker';
import { errors, type Handler } from '../../http/router.ts';
import type { DevState, IdentityRecord } from '../../state/dev-state.ts';
import { isSession, sessionWithClaims } from '../../http/session.ts';
import { actingWallet } from '../../state/acting-rule.ts';

export const NOT_AN_AGENT = 'This identity is not an agent. Sign in through the customer identity broker.';
export const NOT_A_CUSTOMER = 'This identity is an agent. Sign in through the agent identity broker.';

/** Why `audience` refuses a profile, or null when it serves it. */
export function audienceRefusal(audience: Audience, profileType: string): string | null {
  if (audience === 'agent') return profileType === 'AGENT' ? null : NOT_AN_AGENT;
  return profileType === 'AGENT' ? NOT_A_CUSTOMER : null;
}

type BrokerWallet = NonNullable<BrokerIdentity['wallet']>;

/** The broker form of the wallet a session acts as (state/acting-rule.ts, `actingWallet`). */
export function brokerWalletOf(acting: {
  addr: string | null;
  grp: string | null;
}): BrokerWallet | undefined {
  if (!acting.addr && !acting.grp) return undefined;
  return {
    ...(acting.addr ? { accountAddress: acting.addr } : {}),
    ...(acting.grp ? { groupPolicyAddress: acting.grp } : {}),
  };
}

export function brokerIdentityOf(
  identity: IdentityRecord,
  wallet: BrokerWallet | undefined,
  updatedAt: string,
): BrokerIdentity {
  const { persona } = identity;
  return {
    uuid: identity.uuid,
    organizationCode: persona.organizationCode,
    profileType: persona.profileType,
    email: identity.email,
    updatedAt,
    // A brokered identity is managed by its broker; the lender manages the others.
    isManageable: !persona.isBroker,
    isBroker: persona.isBroker,
    activeLegacyCustomerOrgs: persona.profileType === 'CUSTOMER' ? [persona.organizationCode] : [],
    ...(wallet ? { wallet } : {}),
  };
}

export function brokerFigureInfoHandler(
  state: DevState,
  updatedAt: () => string,
): Handler<EndpointInput<typeof brokerFigureInfo.request>> {
  return async ({ input, bearer }) => {
    const session = await sessionWithClaims(state, bearer);
    if (!isSession(session)) return session;
    const { identity, claims } = session;
    const refusal = audienceRefusal(input.params.audience, identity.persona.profileType);
    if (refusal) return errors(403, refusal);
    const wallet = brokerWalletOf(actingWallet(state.wallets, identity.uuid, claims));
    return { body: brokerIdentityOf(identity, wallet, updatedAt()) };
  };
}
