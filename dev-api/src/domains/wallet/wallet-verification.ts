/**
 * The identity service's wallet verification (spec section 4, "Wallet verify flow"): a
 * nonce issued to one wallet for one identity, good for one attach attempt within
 * NONCE_VALIDITY_MS; attach checks the secp256k1 signature over the nonce's bytes against
 * the wallet's public key, refuses a wallet attached to another identity (403 "Provided
 * wallet is already attached to an identity"), and answers a session token acting as the
 * wallet.
 *
 * The session token's `grp` is granted by the identity's accounts, never by the wallet's
 * own token (issue 26, item 1): a wallet token asking for a group the identity's accounts
 * do not let that wallet act for is refused with 403 before anything changes.
 *
 * A wallet-token fault answers 400 on both calls (the stand-in's choice, recorded in
 * docs/spec-decisions.md): the bearer is the wallet's token, and a 401 there would read as
 * the session's end to a client that treats every 401 alike.
 */
import type { EndpointInput } from '@lender/shared/endpoint';
import { verifyHexSignature } from '@lender/shared/stand-ins';
import type { attachWallet, walletNonce } from '@lender/shared/endpoints/identity';
import { ATTACHED_ELSEWHERE_MESSAGE } from '@lender/shared/endpoints/identity';
import { tooManyRequests } from '../../http/replies.ts';
import { errors, type Handler } from '../../http/router.ts';
import { isReply, isSession, sessionOf, sessionWithClaims } from '../../http/session.ts';
import { verifyWalletToken } from '../../security/wallet-tokens.ts';
import { sameAddress } from '@lender/shared/contracts';
import { attachGrant } from '../../state/acting-rule.ts';
import type { DevState, IdentityRecord } from '../../state/dev-state.ts';
import { issueTokenOfLogin } from '../identity/login-token.ts';
import { refusedActing } from './acting-replies.ts';
import { createNonceBook } from './nonce-book.ts';
import { NONCE_VALIDITY_MS, type WalletCaps } from './wallet-caps.ts';

export const NONCE_UNUSABLE = 'The nonce has expired or was already used. Request a new one and sign again.';
export const SIGNATURE_MISMATCH = 'The signature does not match this wallet. Sign the latest nonce again.';
/** The name an attached wallet's new account gets when the wallet gives none. */
export const DEFAULT_WALLET_NAME = 'My wallet';

/** Records a newly proven wallet: attached to the identity, verified wherever it is listed, or a new account. */
function recordAttached(
  state: DevState,
  identity: IdentityRecord,
  address: string,
  publicKey: string,
  name?: string,
) {
  state.wallets.attach(address, identity.uuid);
  state.wallets.rememberPublicKey(address, publicKey);
  const listed = state.wallets
    .accountsOf(identity.uuid)
    .flatMap((a) => a.authorizedWallets)
    .filter((w) => sameAddress(w.address, address));
  for (const record of listed) record.verified = true;
  if (listed.length > 0) return;
  const walletName = name || DEFAULT_WALLET_NAME;
  state.wallets.addAccount(identity.uuid, {
    name: walletName,
    address,
    authorizedWallets: [
      {
        name: walletName,
        address,
        type: 'SELF_CUSTODY',
        authorizationType: 'Owner',
        verified: true,
        representedGroupPolicy: null,
      },
    ],
  });
}

export function walletVerification(state: DevState, caps: WalletCaps) {
  const nonces = createNonceBook({ now: state.now, validityMs: NONCE_VALIDITY_MS });
  state.onReset(() => nonces.clear());
  state.onResetIdentity((uuid) => nonces.forgetIdentity(uuid));

  const walletNonceHandler: Handler<EndpointInput<typeof walletNonce.request>> = async ({
    input,
    bearer,
  }) => {
    const wallet = verifyWalletToken(bearer, state.wallets, state.now());
    if (!wallet.ok) return errors(400, wallet.message);
    const identity = await sessionOf(state, input.headers['X-Identity-Token']);
    if (isReply(identity)) return identity;
    const cap = caps.take('nonce', identity.uuid);
    if (!cap.allowed) return tooManyRequests(cap.retryAfterS);
    return { body: { hexEncodedNonce: nonces.issue(identity.uuid, wallet.address) } };
  };

  const attachWalletHandler: Handler<EndpointInput<typeof attachWallet.request>> = async ({
    input,
    bearer,
  }) => {
    const wallet = verifyWalletToken(bearer, state.wallets, state.now());
    if (!wallet.ok) return errors(400, wallet.message);
    const session = await sessionWithClaims(state, input.headers['X-Identity-Token']);
    if (!isSession(session)) return session;
    const { identity } = session;
    const cap = caps.take('attach', identity.uuid);
    if (!cap.allowed) return tooManyRequests(cap.retryAfterS);
    const nonce = nonces.take(identity.uuid, wallet.address); // one attempt per nonce, whatever its outcome
    if (!nonce) return errors(400, NONCE_UNUSABLE);
    if (!verifyHexSignature(nonce, input.query.signedNonceHex, wallet.publicKey))
      return errors(400, SIGNATURE_MISMATCH);
    const holder = state.wallets.attachedTo(wallet.address);
    if (holder && holder !== identity.uuid) return errors(403, ATTACHED_ELSEWHERE_MESSAGE);

    // A group only when the identity's accounts let this wallet act for it; nothing changes when refused.
    const grant = attachGrant(state.wallets, identity.uuid, wallet.address, wallet.groupAddress);
    if (!grant.ok) return refusedActing(grant.reason);
    const { grp } = grant;

    recordAttached(state, identity, wallet.address, wallet.publicKey, input.query.walletName);
    if (input.query.defaultWallet) state.wallets.select(identity.uuid, wallet.address);
    // The new token belongs to the login that attached the wallet, and ends with it.
    const jwt = await issueTokenOfLogin(state, session.claims, {
      addr: wallet.address,
      ...(grp ? { grp } : {}),
    });
    return { body: { jwt } };
  };

  return { walletNonce: walletNonceHandler, attachWallet: attachWalletHandler };
}
