/**
 * Asks the shell's own server for the signed result (docs/embed.md, "The signed result";
 * shell/server/embed-result/result-route.ts): same origin (the browser sends
 * `Sec-Fetch-Site: same-origin`, which the server requires), the session's token as a bearer,
 * the framing ticket, the channel and the partner's nonce in the body. Resolves with the compact
 * JWS; anything else (no answer, a refusal, a body that is not one) rejects.
 */
import { EMBED_RESULT_PATH, isCompactJws } from './protocol.ts';

export interface ResultAsk {
  jwt: string;
  ticket: string;
  channel: string;
  nonce: string;
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
  const body = (await response.json().catch(() => null)) as { result?: unknown } | null;
  if (!response.ok || !isCompactJws(body?.result))
    throw new Error(`The sign-in's result could not be made (${response.status})`);
  return body.result;
}
