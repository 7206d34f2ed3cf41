/**
 * The wallet's own token: a compact ES256K JWT the wallet signs (spec section 3,
 * "Signed token payload": addr, optional grp, and sub = the wallet's compressed
 * public key). Wallet-path calls carry it as the bearer. It is checked against the
 * public key the server already knows for `addr` (a seeded or earlier-seen wallet);
 * a wallet seen for the first time proves itself: `sub` must be a public key whose
 * address is `addr`. The signature by the wallet's key is the proof: no issuer is
 * required (wallets we did not write name their own `iss`, or none).
 *
 * Its lifetime (issue 26, item 3; the stand-in's choice beyond the specification, which
 * lets a token carry only `addr` and `grp`, recorded in docs/spec-decisions.md): `exp`
 * when it has one, else `iat` + 1440 s (the specification's default lifetime); a token
 * with neither is refused, as is one that would live longer than 24 hours or was issued
 * in the future.
 */
import { addressFromPublicKey, serviceRules, verifyJwtES256K } from '@lender/shared/stand-ins';
import type { WalletBook } from '../state/wallet-book.ts';

export type WalletTokenResult =
  | { ok: true; address: string; groupAddress: string | null; publicKey: string }
  | { ok: false; message: string };

export const WALLET_TOKEN_MISSING = 'Connect a wallet to continue.';
export const WALLET_TOKEN_INVALID = 'The wallet token is not valid. Reconnect the wallet and try again.';
export const WALLET_TOKEN_EXPIRED = 'The wallet token has expired. Reconnect the wallet and try again.';

/** No wallet token lives longer than this, whatever its `exp` says. */
export const WALLET_TOKEN_MAX_LIFETIME_S = 24 * 60 * 60;
/** Clocks differ: an `iat` up to this far ahead of ours is taken as now. */
export const WALLET_TOKEN_CLOCK_SKEW_S = 60;

export type LifetimeVerdict = 'live' | 'expired' | 'invalid';

/** Whether a wallet token's time claims make it live at `nowMs`, by the rule above. */
export function walletTokenLifetime(
  payload: { iat?: unknown; exp?: unknown },
  nowMs: number,
): LifetimeVerdict {
  const nowS = Math.floor(nowMs / 1000);
  const iat = typeof payload.iat === 'number' && Number.isFinite(payload.iat) ? payload.iat : undefined;
  const exp = typeof payload.exp === 'number' && Number.isFinite(payload.exp) ? payload.exp : undefined;
  if ((payload.iat !== undefined && iat === undefined) || (payload.exp !== undefined && exp === undefined))
    return 'invalid';
  if (iat === undefined && exp === undefined) return 'invalid';
  if (iat !== undefined && iat > nowS + WALLET_TOKEN_CLOCK_SKEW_S) return 'invalid';
  const expiresAt = exp ?? iat! + serviceRules.JWT_DEFAULT_LIFETIME_S;
  if (expiresAt - (iat ?? nowS) > WALLET_TOKEN_MAX_LIFETIME_S) return 'invalid';
  return nowS < expiresAt ? 'live' : 'expired';
}

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
  } catch (error) {
    const expired = (error as { code?: unknown }).code === 'ERR_JWT_EXPIRED';
    return { ok: false, message: expired ? WALLET_TOKEN_EXPIRED : WALLET_TOKEN_INVALID };
  }
  const lifetime = walletTokenLifetime(payload, now);
  if (lifetime !== 'live')
    return { ok: false, message: lifetime === 'expired' ? WALLET_TOKEN_EXPIRED : WALLET_TOKEN_INVALID };
  return { ok: true, address, groupAddress: claimString(payload, 'grp'), publicKey };
}
