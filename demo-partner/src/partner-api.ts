/**
 * The demo partner's own server routes, as a partner's server would have them (docs/embed.md,
 * "Verifying on your server"): `POST /nonce` issues a nonce for the next `open` (kept, usable
 * once), `POST /verify` takes the `result` the page was handed and says who signed in, or why
 * not (./verify-result.ts). Same origin only: the page's policy allows `connect-src 'self'`.
 */
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { REFUSALS, ReplayGuard, verifyResult } from './verify-result.ts';

export interface PartnerApi {
  /** Answers `method` on `pathname` with `body` (JSON text), or null: not one of these routes. */
  answer(
    method: string,
    pathname: string,
    body: string | null,
  ): Promise<{ status: number; body: unknown } | null>;
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
    async answer(method, pathname, body) {
      if (pathname !== '/nonce' && pathname !== '/verify') return null;
      if (method !== 'POST') return { status: 405, body: { error: 'POST only.' } };
      if (pathname === '/nonce') return { status: 200, body: { nonce: replay.issueNonce() } };
      let result: unknown;
      try {
        result = (JSON.parse(body ?? '') as { result?: unknown }).result;
      } catch {
        return { status: 400, body: { error: 'The body must be JSON: { "result": "…" }.' } };
      }
      const verification = await verifyResult(result, {
        keys: lenderKeys,
        issuer: shellOrigin,
        audience: publicOrigin,
        guard: replay,
      });
      return verification.ok
        ? { status: 200, body: { verified: true, identity: verification.identity } }
        : {
            status: 200,
            body: { verified: false, refusal: verification.refusal, why: REFUSALS[verification.refusal] },
          };
    },
  };
}
