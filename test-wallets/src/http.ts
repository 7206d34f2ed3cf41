/**
 * The few HTTP helpers the test wallets' pages share: answers that are never cached,
 * a JSON body read with a size limit, and the rules on who may call and frame them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY_BYTES = 16 * 1024;

/** A request the server cannot act on, answered with its status and message. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A request the server cannot act on, answered 400 with its message. */
export class BadRequestError extends RequestError {
  override name = 'BadRequestError';
  constructor(message: string) {
    super(400, message);
  }
}

export const NOT_JSON_MESSAGE = 'Send the request as JSON (Content-Type: application/json).';

/**
 * Whether a request may act: one from no page (a wallet app, a Node client, curl) or
 * from a page of one of `allowed` origins. A browser names the page in `Origin` on
 * every POST and WebSocket, cross-site or not, so a foreign page is always seen.
 */
export const originAllowed = (origin: string | undefined, allowed: readonly string[]): boolean =>
  origin === undefined || allowed.includes(origin);

/**
 * No page of the test wallets is meant to be framed (the mobile wallet's page is opened
 * by a person, the extension's page is read, its script is loaded as a script, not a
 * frame), so every answer forbids it: the page's buttons approve and sign.
 */
export const FRAMING_HEADERS = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
} as const;

export function send(
  response: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  response.end(body);
}

export const sendJson = (
  response: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
) => send(response, status, 'application/json', JSON.stringify(value), headers);

/**
 * The request's JSON object body: a RequestError 415 when it is not sent as JSON (a
 * form of another site can post text/plain anywhere, without asking), BadRequestError
 * when it is too large or not an object.
 */
export async function jsonBodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') throw new RequestError(415, NOT_JSON_MESSAGE);
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BadRequestError('The request is too large.');
    chunks.push(chunk);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Answered below.
  }
  throw new BadRequestError('Send a JSON object.');
}

/** A field of a body, as text ('' when it is not a string). */
export const textField = (body: Record<string, unknown>, field: string): string => {
  const value = body[field];
  return typeof value === 'string' ? value : '';
};
