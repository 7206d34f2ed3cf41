/**
 * The demo partner's own server routes, as a partner's server would have them (docs/embed.md,
 * "Verifying on your server"): `POST /nonce` issues a nonce for the next `open`, to this
 * browser's visitor (the partner's own session cookie, made here when there is none) and usable
 * once; `POST /verify` takes the `result` the page was handed and says who signed in, or why not
 * (./verify-result.ts), for that same visitor only. Same origin only: the page's policy allows
 * `connect-src 'self'`.
 */
import { randomBytes } from 'node:crypto';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { REFUSALS, ReplayGuard, verifyResult } from './verify-result.ts';

/** The partner's own session cookie (the demo keeps nothing else of its visitors). */
export const VISITOR_COOKIE = 'partner-visitor';
const VISITOR = /^[A-Za-z0-9_-]{16,64}$/;

/** The visitor named by a request's `Cookie` header, or null. */
export function visitorOf(cookieHeader: string | undefined): string | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === VISITOR_COOKIE && value && VISITOR.test(value)) return value;
  }
  return null;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
  /** A visitor made for this browser: the server sets its cookie. */
  newVisitor?: string;
}

export interface PartnerApi {
  /**
   * Answers `method` on `pathname` with `body` (JSON text) for `visitor` (from the cookie, or
   * null), or null: not one of these routes.
   */
  answer(
    method: string,
    pathname: string,
    body: string | null,
    visitor: string | null,
  ): Promise<ApiAnswer | null>;
}

export interface PartnerApiOptions {
  /** The lender's shell: its issuer, and where its keys are published. */
  shellOrigin: string;
  /** This page's origin: the results' audience. */
  publicOrigin: string;
  keys?: JWTVerifyGetKey;
  guard?: ReplayGuard;
}

export function createPartnerApi({ shellOrigin, publicOrigin, keys, guard }: PartnerApiOptions): PartnerApi {
  const lenderKeys = keys ?? createRemoteJWKSet(new URL('/embed/jwks.json', shellOrigin));
  const replay = guard ?? new ReplayGuard();
  return {
    async answer(method, pathname, body, visitor) {
      if (pathname !== '/nonce' && pathname !== '/verify') return null;
      if (method !== 'POST') return { status: 405, body: { error: 'POST only.' } };
      if (pathname === '/nonce') {
        const newVisitor = visitor ? undefined : randomBytes(24).toString('base64url');
        const nonce = replay.issueNonce(visitor ?? newVisitor!);
        return { status: 200, body: { nonce }, ...(newVisitor && { newVisitor }) };
      }
      let result: unknown;
      try {
        result = (JSON.parse(body ?? '') as { result?: unknown }).result;
      } catch {
        return { status: 400, body: { error: 'The body must be JSON: { "result": "…" }.' } };
      }
      const verification = visitor
        ? await verifyResult(result, {
            keys: lenderKeys,
            issuer: shellOrigin,
            audience: publicOrigin,
            guard: replay,
            visitor,
          })
        : // No session of ours in this browser: no nonce of ours was issued to it.
          ({ ok: false, refusal: 'nonce' } as const);
      if (verification.ok) return { status: 200, body: { verified: true, identity: verification.identity } };
      const { refusal } = verification;
      return {
        // Nothing was decided when the lender's keys could not be fetched: try again.
        status: refusal === 'unavailable' ? 503 : 200,
        body: { verified: false, refusal, why: REFUSALS[refusal] },
      };
    },
  };
}
