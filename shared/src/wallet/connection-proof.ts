/**
 * Whether a wallet's connect answer proves itself, before the connection counts
 * (issue 26, item 9). Any script on the page can answer for the extension, and a
 * frame or a relay peer can send anything: the answer's own token is the proof. It
 * must be a compact ES256K JWT signed by the answer's public key; that key's address
 * (addressFromPublicKey, the address every wallet of ours has) must be the answer's
 * address, and the token's `addr` too; its `grp` must be the group policy the answer
 * says the wallet acts for (both absent, or the same address). A connection restored
 * from storage is proved the same way but may carry an expired token: the connection
 * lasts 24 hours, its token 24 minutes (Verify renews it). Pure: time is passed in.
 */
import { decodeJwt, errors, type JWTPayload } from 'jose';
import { verifyJwtES256K } from '../crypto/jwt-es256k.ts';
import { addressFromPublicKey } from '../crypto/keys.ts';
import { sameAddress } from '../rules/wallet-owner.ts';
import type { RepresentedGroupPolicy } from './wallet-session.ts';

export type ConnectionProofFault = 'not-a-jwt' | 'key-address' | 'bad-signature' | 'expired' | 'addr' | 'grp';

const RECONNECT = 'Connect the wallet again.';

/** What the person reads when a wallet's answer is refused (the modal shows it in Connect). */
export const CONNECTION_PROOF_MESSAGES: Record<ConnectionProofFault, string> = {
  'not-a-jwt': `The wallet did not answer with a signed token. ${RECONNECT}`,
  'key-address': `The wallet's address does not belong to its key. ${RECONNECT}`,
  'bad-signature': `The wallet's token is not signed by its key. ${RECONNECT}`,
  expired: `The wallet's token has expired. ${RECONNECT}`,
  addr: `The wallet's token names another wallet. ${RECONNECT}`,
  grp: `The wallet's token names another account than the one it connected for. ${RECONNECT}`,
};

/** Thrown by the driver when a wallet's answer does not prove itself; the session stays disconnected. */
export class WalletProofError extends Error {
  constructor(readonly fault: ConnectionProofFault) {
    super(CONNECTION_PROOF_MESSAGES[fault]);
    this.name = 'WalletProofError';
  }
}

/** What is proved: a connect answer, or a saved session. */
export interface ConnectionClaim {
  address: string | null;
  publicKey: string | null;
  signedJWT: string | null;
  representedGroupPolicy?: RepresentedGroupPolicy | null;
}

export interface ConnectionProofOptions {
  /** Current time in milliseconds. */
  now: number;
  /** A connection restored from storage: an expired token is taken (never a bad one). */
  restored?: boolean;
}

const COMPACT_JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

function addressOfKey(publicKey: unknown): string | null {
  if (typeof publicKey !== 'string' || publicKey === '') return null;
  try {
    return addressFromPublicKey(publicKey);
  } catch {
    return null;
  }
}

/** The token's verified payload, or the fault. Signature before time: an expired token was signed. */
function verifiedPayload(
  token: string,
  publicKey: string,
  { now, restored = false }: ConnectionProofOptions,
): JWTPayload | ConnectionProofFault {
  try {
    return verifyJwtES256K(token, publicKey, { now });
  } catch (error) {
    if (error instanceof errors.JWTExpired) return restored ? decodeJwt(token) : 'expired';
    if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JOSEAlgNotAllowed)
      return 'bad-signature';
    return 'not-a-jwt';
  }
}

/** Same address, for values read from a wallet's answer (which may not even be strings). */
const same = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && sameAddress(a, b);

function claim(payload: JWTPayload, name: 'addr' | 'grp'): string | null {
  const value = payload[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * null when the connection proves itself, otherwise the first fault found: the token's
 * form, the key, the signature, then the claims.
 */
export function connectionProofFault(
  connection: ConnectionClaim,
  options: ConnectionProofOptions,
): ConnectionProofFault | null {
  const token = connection.signedJWT;
  if (typeof token !== 'string' || !COMPACT_JWT.test(token)) return 'not-a-jwt';
  const keyAddress = addressOfKey(connection.publicKey);
  if (!keyAddress || !same(keyAddress, connection.address)) return 'key-address';
  const payload = verifiedPayload(token, connection.publicKey!, options);
  if (typeof payload === 'string') return payload;
  if (!same(claim(payload, 'addr'), connection.address)) return 'addr';
  const group: unknown = connection.representedGroupPolicy ? connection.representedGroupPolicy.address : null;
  const grp = claim(payload, 'grp');
  if (grp === null ? group !== null : !same(grp, group)) return 'grp';
  return null;
}

const groupOf = (claim: ConnectionClaim): unknown => claim.representedGroupPolicy?.address ?? null;

/**
 * A change to a connected session (a wallet's session update, the token `signJWT` or
 * `switchToGroup` brings) proves itself as a connect answer does, once merged into the
 * session: otherwise a wallet could connect with a proof and then swap in another
 * address, key, token or group unchecked. A new token is checked fully (it must not have
 * expired); a kept one as restored (the connection outlives it). A change to none of the
 * four needs no proof. Undefined fields change nothing, as the reducer merges them.
 */
export function sessionChangeFault(
  session: ConnectionClaim,
  change: Partial<ConnectionClaim> | undefined,
  now: number,
): ConnectionProofFault | null {
  if (!change) return null;
  const take = <K extends keyof ConnectionClaim>(field: K) =>
    change[field] === undefined ? session[field] : change[field];
  const merged: ConnectionClaim = {
    address: take('address'),
    publicKey: take('publicKey'),
    signedJWT: take('signedJWT'),
    representedGroupPolicy: take('representedGroupPolicy') ?? null,
  };
  const newToken = merged.signedJWT !== session.signedJWT;
  const changed =
    newToken ||
    merged.address !== session.address ||
    merged.publicKey !== session.publicKey ||
    groupOf(merged) !== groupOf(session);
  return changed ? connectionProofFault(merged, { now, restored: !newToken }) : null;
}
