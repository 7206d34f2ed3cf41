/**
 * Asks the shell's own server for the signed result (docs/embed.md, "The signed result";
 * shell/server/embed-result/result-route.ts): same origin (the browser sends
 * `Sec-Fetch-Site: same-origin`, which the server requires), the session's token as a bearer,
 * the framing ticket, the channel and the partner's nonce in the body. Resolves with the compact
 * JWS; anything else rejects: a refusal for good as `ResultRefused`, the rest (no answer, the
 * services unreachable, a body that is not one) as an error worth a Retry.
 */
import { EMBED_RESULT_PATH, isCompactJws } from './protocol.ts';

export interface ResultAsk {
  jwt: string;
  ticket: string;
  channel: string;
  nonce: string;
}

/**
 * The shell's server refused the request for good (401: the services did not confirm the session;
 * 403: the framing ticket expired or is another opening's): asking again cannot help.
 */
export class ResultRefused extends Error {
  constructor(readonly status: 401 | 403) {
    super(`The sign-in's result was refused (${status})`);
  }
}

/** As long as the server may take: its calls to the services have 5 s each. */
export const RESULT_TIMEOUT_MS = 15_000;

export async function requestResult(
  { jwt, ticket, channel, nonce }: ResultAsk,
  fetchFn = fetch,
): Promise<string> {
  const response = await fetchFn(EMBED_RESULT_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ticket, channel, nonce }),
    signal: AbortSignal.timeout(RESULT_TIMEOUT_MS),
  });
  if (response.status === 401 || response.status === 403) throw new ResultRefused(response.status);
  const body = (await response.json().catch(() => null)) as { result?: unknown } | null;
  if (!response.ok || !isCompactJws(body?.result))
    throw new Error(`The sign-in's result could not be made (${response.status})`);
  return body.result;
}
