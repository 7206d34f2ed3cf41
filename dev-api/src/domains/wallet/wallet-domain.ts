/**
 * The wallet service and the identity service's wallet calls.
 *
 * - Accounts: the list with authorized wallets, access for a principal, hosted
 *   account and wallet creation, a token for one wallet, account selection.
 * - Verification (nonce and attach): wallet-verification.ts.
 * - wallet-jwt, wallet/token and account/select act as a wallet only by the acting rule
 *   (state/acting-rule.ts, issue 26 item 2): in this identity's accounts, verified there,
 *   not attached to another identity, of a type the product supports.
 * - Records people make are capped per identity (wallet-caps.ts).
 */
import type { EndpointInput } from '@lender/shared/endpoint';
import { generateKeyPair, publicKeyHex, addressFromPublicKey } from '@lender/shared/stand-ins';
import type { walletJwt } from '@lender/shared/endpoints/identity';
import type {
  accountAccess,
  createHostedAccount,
  createWallet,
  selectAccount,
  walletToken,
} from '@lender/shared/endpoints/wallet';
import { tooManyRequests } from '../../http/replies.ts';
import { errors, type Handler, type Reply } from '../../http/router.ts';
import { isReply, isSession, sessionOf, sessionWithClaims, type Session } from '../../http/session.ts';
import { sameAddress } from '@lender/shared/contracts';
import { mayActAs } from '../../state/acting-rule.ts';
import type { DevState, IdentityRecord } from '../../state/dev-state.ts';
import type { AccountRecord } from '../../state/wallet-book.ts';
import type { Domain, DomainContext } from '../domain.ts';
import { issueTokenOfLogin } from '../identity/login-token.ts';
import { refusedActing } from './acting-replies.ts';
import { createWalletCaps, type WalletCaps } from './wallet-caps.ts';
import { walletVerification } from './wallet-verification.ts';

export {
  PROVENANCE_WALLET_MUST_CONVERT,
  WALLET_NOT_AUTHORIZED,
  WALLET_NOT_VERIFIED,
  WALLET_TYPE_UNSUPPORTED,
} from './acting-replies.ts';
export { NONCE_UNUSABLE, SIGNATURE_MISMATCH } from './wallet-verification.ts';
export { NONCE_VALIDITY_MS } from './wallet-caps.ts';
export const PRINCIPAL_NOT_AUTHORIZED = 'That principal is not one of your wallets.';

/** A token of the session's login acting as the wallet (for the account), when the identity may. */
async function actingAs(
  state: DevState,
  session: Session,
  walletAddress: string,
  groupAddress?: string,
): Promise<string | Reply> {
  const decision = mayActAs(state.wallets, session.identity.uuid, walletAddress, groupAddress);
  if (!decision.ok) return refusedActing(decision.reason);
  return issueTokenOfLogin(state, session.claims, {
    addr: decision.addr,
    ...(decision.grp ? { grp: decision.grp } : {}),
  });
}

/** A new wallet the provider holds the keys of (hosted account, created wallet), within the identity's cap. */
function newProviderAccount(
  state: DevState,
  caps: WalletCaps,
  identity: IdentityRecord,
  name: string,
): AccountRecord | Reply {
  const cap = caps.take('account', identity.uuid);
  if (!cap.allowed) return tooManyRequests(cap.retryAfterS);
  const { privateKey } = generateKeyPair();
  const address = addressFromPublicKey(publicKeyHex(privateKey));
  const account: AccountRecord = {
    name,
    address,
    authorizedWallets: [
      {
        name,
        address,
        type: 'PROVIDER',
        authorizationType: 'Owner',
        verified: true,
        representedGroupPolicy: null,
      },
    ],
  };
  state.wallets.addAccount(identity.uuid, account);
  state.wallets.attach(address, identity.uuid);
  // The provider's hosted wallet signs for this account with the key it keeps.
  state.wallets.holdProviderKey(address, Buffer.from(privateKey).toString('hex'));
  return account;
}

const isAccount = (value: AccountRecord | Reply): value is AccountRecord => 'authorizedWallets' in value;

export function walletDomain({ state }: DomainContext): Domain {
  const caps = createWalletCaps(state);

  /** A session jwt acting as a wallet: the same answer whether the address comes in the query or the body. */
  const actingAsHandler =
    <I>(walletOf: (input: I) => { walletAddress: string; groupPolicyAddress?: string }): Handler<I> =>
    async ({ input, bearer }) => {
      const session = await sessionWithClaims(state, bearer);
      if (!isSession(session)) return session;
      const { walletAddress, groupPolicyAddress } = walletOf(input);
      const jwt = await actingAs(state, session, walletAddress, groupPolicyAddress);
      return typeof jwt === 'string' ? { body: { jwt } } : jwt;
    };

  const walletJwtHandler = actingAsHandler<EndpointInput<typeof walletJwt.request>>(({ query }) => query);
  const walletTokenHandler = actingAsHandler<EndpointInput<typeof walletToken.request>>(({ body }) => body);

  const listAccountsHandler: Handler = async ({ bearer }) => {
    const identity = await sessionOf(state, bearer);
    if (isReply(identity)) return identity;
    return { body: state.wallets.accountsOf(identity.uuid) };
  };

  const accountAccessHandler: Handler<EndpointInput<typeof accountAccess.request>> = async ({
    input,
    bearer,
  }) => {
    const session = await sessionWithClaims(state, bearer);
    if (!isSession(session)) return session;
    const accounts = state.wallets.accountsOf(session.identity.uuid);
    const principal = input.query.principal ?? session.claims.addr ?? null;
    if (!principal) return { body: { principal: null, accountAddresses: accounts.map((a) => a.address) } };
    const reachable = accounts.filter((a) =>
      a.authorizedWallets.some((w) => sameAddress(w.address, principal)),
    );
    if (reachable.length === 0) return errors(403, PRINCIPAL_NOT_AUTHORIZED);
    return { body: { principal, accountAddresses: reachable.map((a) => a.address) } };
  };

  const createHostedAccountHandler: Handler<EndpointInput<typeof createHostedAccount.request>> = async ({
    input,
    bearer,
  }) => {
    const identity = await sessionOf(state, bearer);
    if (isReply(identity)) return identity;
    const account = newProviderAccount(state, caps, identity, input.body.name.trim());
    if (!isAccount(account)) return account;
    if (input.body.default) state.wallets.select(identity.uuid, account.address);
    return { body: { address: account.address } };
  };

  const createWalletHandler: Handler<EndpointInput<typeof createWallet.request>> = async ({
    input,
    bearer,
  }) => {
    const identity = await sessionOf(state, bearer);
    if (isReply(identity)) return identity;
    const account = newProviderAccount(state, caps, identity, input.body.walletName.trim());
    if (!isAccount(account)) return account;
    return { body: { address: account.address } };
  };

  const selectAccountHandler: Handler<EndpointInput<typeof selectAccount.request>> = async ({
    input,
    bearer,
  }) => {
    const identity = await sessionOf(state, bearer);
    if (isReply(identity)) return identity;
    // The modal's rules (spec section 4 "Account selection"): a 403 sends a PROVENANCE wallet
    // to conversion, an unsupported type to its notice, and any other to the verify flow;
    // only a wallet the identity may act as is selected.
    const decision = mayActAs(state.wallets, identity.uuid, input.body.walletAddress);
    if (!decision.ok) return refusedActing(decision.reason);
    state.wallets.select(identity.uuid, input.body.walletAddress);
    return { body: {} };
  };

  return {
    handlers: {
      ...walletVerification(state, caps),
      walletJwt: walletJwtHandler,
      walletToken: walletTokenHandler,
      listAccounts: listAccountsHandler,
      accountAccess: accountAccessHandler,
      createHostedAccount: createHostedAccountHandler,
      createWallet: createWalletHandler,
      selectAccount: selectAccountHandler,
    },
  };
}
