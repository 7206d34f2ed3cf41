/**
 * The wallet service and the identity service's wallet calls.
 *
 * - Accounts: the list with authorized wallets, access for a principal, hosted
 *   account and wallet creation, a token for one wallet, account selection.
 * - Verification (spec section 4, "Wallet verify flow"): the nonce is issued to one
 *   wallet for one identity and is good for one attach attempt within
 *   NONCE_VALIDITY_MS; attach checks the secp256k1 signature over the nonce's bytes
 *   against the wallet's public key, refuses a wallet attached to another identity
 *   (403 "Provided wallet is already attached to an identity"), and answers a
 *   session token acting as the wallet.
 * - wallet-jwt: a session token acting as one of the identity's wallets.
 */
import { randomBytes } from 'node:crypto';
import type { EndpointInput } from '@lender/shared';
import {
  generateKeyPair,
  publicKeyHex,
  addressFromPublicKey,
  verifyHexSignature,
} from '@lender/shared/crypto';
import { ATTACHED_ELSEWHERE_MESSAGE } from '@lender/shared/endpoints/identity';
import type { attachWallet, walletJwt, walletNonce } from '@lender/shared/endpoints/identity';
import type {
  accountAccess,
  createHostedAccount,
  createWallet,
  selectAccount,
  walletToken,
} from '@lender/shared/endpoints/wallet';
import { errors, type Handler } from '../../http/router.ts';
import { isReply, isSession, sessionOf, sessionWithClaims, type Session } from '../../http/session.ts';
import { verifyWalletToken } from '../../security/wallet-tokens.ts';
import type { DevState, IdentityRecord } from '../../state/dev-state.ts';
import type { AccountRecord, WalletRecord } from '../../state/wallet-book.ts';
import type { Domain, DomainContext } from '../domain.ts';
import { issueTokenOfLogin } from '../identity/login-token.ts';

export const NONCE_VALIDITY_MS = 5 * 60 * 1000;
export const NONCE_UNUSABLE = 'The nonce has expired or was already used. Request a new one and sign again.';
export const SIGNATURE_MISMATCH = 'The signature does not match this wallet. Sign the latest nonce again.';
export const WALLET_NOT_AUTHORIZED = 'That wallet is not authorized for this identity.';
export const PRINCIPAL_NOT_AUTHORIZED = 'That principal is not one of your wallets.';
/** Selecting a card answers 403 for these; the modal then converts (PROVENANCE) or verifies. */
export const PROVENANCE_WALLET_MUST_CONVERT =
  'This Provenance wallet must be converted before it can be used.';
export const WALLET_NOT_VERIFIED = 'This wallet is not verified yet. Connect it and sign to verify it.';

interface NonceEntry {
  nonce: string;
  expiresAt: number;
}

const nonceKey = (identityUuid: string, address: string) => `${identityUuid}|${address.toLowerCase()}`;
const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** The account and wallet a wallet (or account) address names among the identity's accounts. */
function authorization(
  accounts: readonly AccountRecord[],
  walletAddress: string,
  groupAddress?: string | null,
): {
  account: AccountRecord;
  wallet: WalletRecord;
  walletAddress: string;
  groupAddress: string | null;
} | null {
  for (const account of accounts) {
    if (groupAddress && !same(account.address, groupAddress)) continue;
    const wallet = account.authorizedWallets.find((w) => same(w.address, walletAddress));
    if (wallet) {
      const owner = same(wallet.address, account.address);
      return { account, wallet, walletAddress: wallet.address, groupAddress: owner ? null : account.address };
    }
    if (!groupAddress && same(account.address, walletAddress)) {
      const owner = account.authorizedWallets.find((w) => same(w.address, account.address));
      const acting = owner ?? account.authorizedWallets[0];
      if (acting)
        return {
          account,
          wallet: acting,
          walletAddress: acting.address,
          groupAddress: owner ? null : account.address,
        };
    }
  }
  return null;
}

/** A token of the session's login acting as the wallet (for the account), when the identity may. */
function actingAs(state: DevState, session: Session, walletAddress: string, groupAddress?: string) {
  const found = authorization(state.wallets.accountsOf(session.identity.uuid), walletAddress, groupAddress);
  if (!found) return errors(403, WALLET_NOT_AUTHORIZED);
  return issueTokenOfLogin(state, session.claims, {
    addr: found.walletAddress,
    ...(found.groupAddress ? { grp: found.groupAddress } : {}),
  });
}

/** A new wallet the provider holds the keys of (hosted account, created wallet). */
function newProviderAccount(state: DevState, identity: IdentityRecord, name: string): AccountRecord {
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

export function walletDomain({ state }: DomainContext): Domain {
  const nonces = new Map<string, NonceEntry>();
  state.onReset(() => nonces.clear());

  const walletNonceHandler: Handler<EndpointInput<typeof walletNonce.request>> = async ({
    input,
    bearer,
  }) => {
    const wallet = verifyWalletToken(bearer, state.wallets, state.now());
    if (!wallet.ok) return errors(401, wallet.message);
    const identity = await sessionOf(state, input.headers['X-Identity-Token']);
    if (isReply(identity)) return identity;
    const nonce = randomBytes(32).toString('hex');
    nonces.set(nonceKey(identity.uuid, wallet.address), {
      nonce,
      expiresAt: state.now() + NONCE_VALIDITY_MS,
    });
    return { body: { hexEncodedNonce: nonce } };
  };

  const attachWalletHandler: Handler<EndpointInput<typeof attachWallet.request>> = async ({
    input,
    bearer,
  }) => {
    const wallet = verifyWalletToken(bearer, state.wallets, state.now());
    if (!wallet.ok) return errors(401, wallet.message);
    const session = await sessionWithClaims(state, input.headers['X-Identity-Token']);
    if (!isSession(session)) return session;
    const { identity } = session;
    const key = nonceKey(identity.uuid, wallet.address);
    const entry = nonces.get(key);
    nonces.delete(key); // one attempt per nonce, whatever its outcome
    if (!entry || entry.expiresAt <= state.now()) return errors(400, NONCE_UNUSABLE);
    if (!verifyHexSignature(entry.nonce, input.query.signedNonceHex, wallet.publicKey))
      return errors(400, SIGNATURE_MISMATCH);
    const holder = state.wallets.attachedTo(wallet.address);
    if (holder && holder !== identity.uuid) return errors(403, ATTACHED_ELSEWHERE_MESSAGE);

    state.wallets.attach(wallet.address, identity.uuid);
    state.wallets.rememberPublicKey(wallet.address, wallet.publicKey);
    const accounts = state.wallets.accountsOf(identity.uuid);
    const known = accounts.flatMap((a) => a.authorizedWallets).filter((w) => same(w.address, wallet.address));
    if (known.length > 0) for (const record of known) record.verified = true;
    else {
      const name = input.query.walletName?.trim() || 'My wallet';
      state.wallets.addAccount(identity.uuid, {
        name,
        address: wallet.address,
        authorizedWallets: [
          {
            name,
            address: wallet.address,
            type: 'SELF_CUSTODY',
            authorizationType: 'Owner',
            verified: true,
            representedGroupPolicy: null,
          },
        ],
      });
    }
    if (input.query.defaultWallet) state.wallets.select(identity.uuid, wallet.address);
    // The new token belongs to the login that attached the wallet, and ends with it.
    const jwt = await issueTokenOfLogin(state, session.claims, {
      addr: wallet.address,
      ...(wallet.groupAddress ? { grp: wallet.groupAddress } : {}),
    });
    return { body: { jwt } };
  };

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
    const reachable = accounts.filter((a) => a.authorizedWallets.some((w) => same(w.address, principal)));
    if (reachable.length === 0) return errors(403, PRINCIPAL_NOT_AUTHORIZED);
    return { body: { principal, accountAddresses: reachable.map((a) => a.address) } };
  };

  const createHostedAccountHandler: Handler<EndpointInput<typeof createHostedAccount.request>> = async ({
    input,
    bearer,
  }) => {
    const identity = await sessionOf(state, bearer);
    if (isReply(identity)) return identity;
    const account = newProviderAccount(state, identity, input.body.name.trim());
    if (input.body.default) state.wallets.select(identity.uuid, account.address);
    return { body: { address: account.address } };
  };

  const createWalletHandler: Handler<EndpointInput<typeof createWallet.request>> = async ({
    input,
    bearer,
  }) => {
    const identity = await sessionOf(state, bearer);
    if (isReply(identity)) return identity;
    const account = newProviderAccount(state, identity, input.body.walletName.trim());
    return { body: { address: account.address } };
  };

  const selectAccountHandler: Handler<EndpointInput<typeof selectAccount.request>> = async ({
    input,
    bearer,
  }) => {
    const identity = await sessionOf(state, bearer);
    if (isReply(identity)) return identity;
    const found = authorization(state.wallets.accountsOf(identity.uuid), input.body.walletAddress);
    if (!found) return errors(403, WALLET_NOT_AUTHORIZED);
    // The modal's rules (spec section 4 "Account selection"): a 403 sends a PROVENANCE wallet
    // to conversion and any other to the verify flow; only a usable wallet is selected.
    if (found.wallet.type === 'PROVENANCE') return errors(403, PROVENANCE_WALLET_MUST_CONVERT);
    if (!found.wallet.verified) return errors(403, WALLET_NOT_VERIFIED);
    state.wallets.select(identity.uuid, input.body.walletAddress);
    return { body: {} };
  };

  return {
    handlers: {
      walletNonce: walletNonceHandler,
      attachWallet: attachWalletHandler,
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
