/**
 * The wallet's own token: a compact ES256K JWT the wallet signs (spec section 3,
 * "Signed token payload": addr, optional grp, and sub = the wallet's compressed
 * public key). Wallet-path calls carry it as the bearer. It is checked against the
 * public key the server already knows for `addr` (a seeded or earlier-seen wallet);
 * a wallet seen for the first time proves itself: `sub` must be a public key whose
 * address is `addr`.
 */
import { addressFromPublicKey, verifyJwtES256K } from '@lender/shared/crypto';
import type { WalletBook } from '../state/wallet-book.ts';

export type WalletTokenResult =
  | { ok: true; address: string; groupAddress: string | null; publicKey: string }
  | { ok: false; message: string };

export const WALLET_TOKEN_MISSING = 'Connect a wallet to continue.';
export const WALLET_TOKEN_INVALID = 'The wallet token is not valid. Reconnect the wallet and try again.';

function claimString(payload: Record<string, unknown>, name: string): string | null {
  const value = payload[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function decodePayload(token: string): Record<string, unknown> | null {
  const body = token.split('.')[1];
  if (!body) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function selfCertifiedKey(subject: string | null, address: string): string | null {
  if (!subject || !/^(02|03)[0-9a-f]{64}$/i.test(subject)) return null;
  try {
    return addressFromPublicKey(subject) === address.toLowerCase() ? subject.toLowerCase() : null;
  } catch {
    return null;
  }
}

export function verifyWalletToken(token: string | null, wallets: WalletBook, now: number): WalletTokenResult {
  if (!token) return { ok: false, message: WALLET_TOKEN_MISSING };
  const payload = decodePayload(token);
  const address = payload && claimString(payload, 'addr');
  if (!payload || !address) return { ok: false, message: WALLET_TOKEN_INVALID };
  const publicKey = wallets.publicKeyOf(address) ?? selfCertifiedKey(claimString(payload, 'sub'), address);
  if (!publicKey) return { ok: false, message: WALLET_TOKEN_INVALID };
  try {
    verifyJwtES256K(token, publicKey, { now });
  } catch {
    return { ok: false, message: WALLET_TOKEN_INVALID };
  }
  return { ok: true, address, groupAddress: claimString(payload, 'grp'), publicKey };
}
