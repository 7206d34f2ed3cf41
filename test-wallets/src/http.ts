/**
 * The few HTTP helpers the test wallets' pages share: answers that are never cached,
 * and a JSON body read with a size limit.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY_BYTES = 16 * 1024;

/** A request the server cannot act on, answered 400 with its message. */
export class BadRequestError extends Error {
  override name = 'BadRequestError';
}

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

/** The request's JSON object body; BadRequestError when it is too large or not an object. */
export async function jsonBodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
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
