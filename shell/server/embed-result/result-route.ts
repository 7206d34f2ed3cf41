/**
 * `POST /embed/result` and `GET /embed/jwks.json` (docs/embed.md, "The signed result").
 *
 * The result request comes from our own frame alone (`Sec-Fetch-Site: same-origin`, which a
 * page cannot set; anything else is refused), with the session's token in `Authorization` and
 * `{ ticket, channel, nonce }` in its body. The ticket says which partner this server framed
 * (its `aud`); the services say who the token is (./confirm-sign-in.ts); only then is a result
 * signed (./result-signer.ts). The token and the body are never logged: a refusal says why in
 * its status and a sentence with neither in it.
 *
 * `answerResult` is the decision, pure over its inputs and its calls (tested as a table);
 * `handleEmbedRoutes` is the HTTP around it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBodyUpTo } from '@lender/serve/read-body';
import { EMBED_JWKS_PATH, EMBED_NONCE, EMBED_RESULT_PATH, isChannel } from '../../src/embed/protocol.ts';
import { confirmSignIn, type Confirmation } from './confirm-sign-in.ts';
import type { EmbedKeys } from './embed-keys.ts';
import { checkTicket } from './framing-ticket.ts';
import { signResult } from './result-signer.ts';

/** A result request is small: a ticket, a channel, a nonce. */
export const MAX_RESULT_BODY_BYTES = 4 * 1024;

export interface ResultInput {
  secFetchSite: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The body as read; null when it was over MAX_RESULT_BODY_BYTES. */
  body: string | null;
}

export interface ResultDeps {
  keys: EmbedKeys;
  /** The lender's API, where the services are asked (the runtime configuration's). */
  apiBase: string;
  confirm?: (apiBase: string, token: string) => Promise<Confirmation>;
  nowS?: () => number;
}

export interface RouteAnswer {
  status: number;
  body: { result: string } | { error: string };
}

const refuse = (status: number, error: string): RouteAnswer => ({ status, body: { error } });

function parseBody(body: string | null): { ticket: unknown; channel: unknown; nonce: unknown } | null {
  if (body === null) return null;
  try {
    const value = JSON.parse(body) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as { ticket: unknown; channel: unknown; nonce: unknown })
      : null;
  } catch {
    return null;
  }
}

const tokenOf = (authorization: string | undefined) =>
  /^Bearer ([^\s,]{1,8192})$/.exec(authorization ?? '')?.[1];

/** What the headers alone refuse: checked before the body is read (a body is never read for nothing). */
export function headerRefusal(input: Omit<ResultInput, 'body'>): RouteAnswer | null {
  if (input.secFetchSite !== 'same-origin')
    return refuse(403, 'Only the sign-in frame may ask for a result.');
  if (!tokenOf(input.authorization)) return refuse(401, 'The request carries no session token.');
  if (!input.contentType?.startsWith('application/json')) return refuse(415, 'The body must be JSON.');
  return null;
}

export async function answerResult(input: ResultInput, deps: ResultDeps): Promise<RouteAnswer> {
  const refused = headerRefusal(input);
  if (refused) return refused;
  const token = tokenOf(input.authorization)!;
  if (input.body === null) return refuse(413, 'The body is over 4 KB.');
  const body = parseBody(input.body);
  if (!body) return refuse(400, 'The body must be a JSON object.');
  if (typeof body.nonce !== 'string' || !EMBED_NONCE.test(body.nonce))
    return refuse(400, 'The nonce must be 16 to 128 letters, digits, dashes or underscores.');
  if (!isChannel(body.channel)) return refuse(400, 'The channel is missing or malformed.');
  const nowS = deps.nowS?.() ?? Math.floor(Date.now() / 1000);
  const ticket = checkTicket(deps.keys.verifyKeys, body.ticket, nowS);
  if (!ticket.ok) return refuse(403, `The framing ticket is ${ticket.reason}: open the sign-in again.`);
  if (ticket.claims.channel !== body.channel)
    return refuse(403, 'The framing ticket is for another opening.');
  const confirmation = await (deps.confirm ?? confirmSignIn)(deps.apiBase, token);
  if (!confirmation.ok)
    return confirmation.reason === 'refused'
      ? refuse(401, 'The lender’s services did not confirm this session.')
      : refuse(502, 'The lender’s services could not be asked; try again.');
  const result = await signResult(
    deps.keys,
    confirmation.confirmed,
    { audience: ticket.claims.origin, nonce: body.nonce },
    nowS,
  );
  return { status: 200, body: { result } };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Answers the embed's two server routes; false for any other request. */
export async function handleEmbedRoutes(
  request: IncomingMessage,
  response: ServerResponse,
  keys: EmbedKeys,
  /** Where the services are (the runtime configuration's `apiBase`), read for a result request only. */
  apiBase: () => Promise<string>,
): Promise<boolean> {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  // The keys are the settings' own: published whatever the runtime configuration's state.
  if (pathname === EMBED_JWKS_PATH && (request.method === 'GET' || request.method === 'HEAD')) {
    // Partners' servers cache it 5 minutes: a rotation publishes a new key that long before use.
    response.writeHead(200, {
      'content-type': JSON_TYPE,
      'cache-control': 'public, max-age=300',
      'access-control-allow-origin': '*',
    });
    response.end(request.method === 'HEAD' ? undefined : JSON.stringify(keys.jwks));
    return true;
  }
  if (pathname !== EMBED_RESULT_PATH) return false;
  if (request.method !== 'POST') {
    response.writeHead(405, { allow: 'POST', 'content-type': JSON_TYPE, 'cache-control': 'no-store' });
    response.end(JSON.stringify({ error: 'POST only.' }));
    return true;
  }
  const headers = {
    secFetchSite: request.headers['sec-fetch-site'],
    authorization: request.headers.authorization,
    contentType: request.headers['content-type'],
  };
  const refused = headerRefusal(headers);
  const body = refused ? null : await readBodyUpTo(request, MAX_RESULT_BODY_BYTES);
  const answer = refused ?? (await answerResult({ ...headers, body }, { keys, apiBase: await apiBase() }));
  // A body refused or not read in full: the connection closes after the answer (no draining it).
  const unread = refused !== null || body === null;
  response.writeHead(answer.status, {
    'content-type': JSON_TYPE,
    'cache-control': 'no-store',
    ...(unread && { connection: 'close' }),
  });
  response.end(JSON.stringify(answer.body));
  return true;
}
